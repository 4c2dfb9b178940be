import { z } from 'zod';

/** GET /api/calendar/feed and POST /api/calendar/feed/rotate: the member's private feed address. */
export const calendarFeedDto = z.object({ url: z.string() });
export type CalendarFeedDto = z.infer<typeof calendarFeedDto>;
