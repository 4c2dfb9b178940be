import { z } from 'zod';

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
});
export type MeetupFacts = z.infer<typeof meetupFacts>;

/** A venue free at a refused or expired request's time, nearest first (server/bookings/alternatives.ts). */
export const alternativeFacts = z
  .array(z.object({ venue_id: text(100).min(1), name: text(200), address: text(400).default(''), distance_km: z.number().min(0).max(100_000) }))
  .max(3)
  .default([]);

export const SAMPLE_ALTERNATIVES = [
  { venue_id: '00000000-0000-4000-8000-000000000003', name: 'Corn Exchange Rooms', address: 'Call Lane, Leeds LS1 7BR', distance_km: 0.4 },
  { venue_id: '00000000-0000-4000-8000-000000000004', name: 'Quarry Hill Studio', address: '2 Quarry Hill, Leeds LS2 7EY', distance_km: 1.2 },
];

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

export const SAMPLE_MEETUP: MeetupFacts = {
  id: '00000000-0000-4000-8000-000000000001',
  title: 'Smart Streets Breakfast',
  date: '2026-12-04',
  time: '08:30:00',
  duration: 120,
  venue_id: '00000000-0000-4000-8000-000000000002',
  venue_name: 'The Exchange Hall',
  venue_address: '12 Market Street, Leeds LS1 6DT',
  organizer_name: 'Priya Shah',
  max_attendees: 40,
};

export const SAMPLE_VENUE: VenueFacts = {
  id: '00000000-0000-4000-8000-000000000002',
  name: 'The Exchange Hall',
  address: '12 Market Street, Leeds LS1 6DT',
  capacity: 120,
  venue_type: 'conference hall',
  owner_name: 'Tom Okafor',
};
