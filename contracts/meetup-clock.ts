import { z } from 'zod';

/**
 * When a meetup happens, as every list of meetups sends it: the date and time on its venue's
 * clock (`time_zone`), its length in minutes, and the instants they make.
 */
export const meetupClockFields = {
  date: z.string(),
  time: z.string(),
  duration: z.number(),
  time_zone: z.string(),
  starts_at: z.string(),
  ends_at: z.string(),
};
