import { z } from 'zod';
import samples from './samples.json' with { type: 'json' };

// The entity facts templates print, in the product's field names (docs/product.md §3). Bounded so a
// send-email body cannot make a template render megabytes.
const text = (max: number) => z.string().max(max);

export const meetupFacts = z.object({
  id: text(100).min(1),
  title: text(200),
  date: text(40),
  time: text(20),
  duration: z.number().int().positive().max(100_000).optional(),
  venue_id: text(100).nullable().optional(),
  venue_name: text(200).default(''),
  venue_address: text(400).default(''),
  organizer_name: text(200).default(''),
  max_attendees: z.number().int().positive().max(1_000_000).optional(),
  // The venue's IANA zone and the booking request's response deadline (an ISO instant): with
  // them, a deadline is written in the recipient's language on the venue's clock (issue 29).
  time_zone: text(60).optional(),
  expires_at: text(40).nullable().optional(),
});
export type MeetupFacts = z.infer<typeof meetupFacts>;

/** A venue free at a refused or expired request's time, nearest first (server/bookings/alternatives.ts). */
export const alternativeFacts = z
  .array(z.object({ venue_id: text(100).min(1), name: text(200), address: text(400).default(''), distance_km: z.number().min(0).max(100_000) }))
  .max(3)
  .default([]);

// Members' own words for the /email-templates gallery: data, not copy, so they live in samples.json.
export const SAMPLE_ALTERNATIVES: AlternativeFacts = samples.alternatives;

export const venueFacts = z.object({
  id: text(100).min(1),
  name: text(200),
  address: text(400).default(''),
  capacity: z.number().int().min(0).max(1_000_000).optional(),
  venue_type: text(100).optional(),
  owner_name: text(200).default(''),
});
export type VenueFacts = z.infer<typeof venueFacts>;
export type AlternativeFacts = z.infer<typeof alternativeFacts>;

export const SAMPLE_MEETUP: MeetupFacts = samples.meetup;

export const SAMPLE_VENUE: VenueFacts = samples.venue;
