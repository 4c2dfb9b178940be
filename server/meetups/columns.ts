import type { MeetupInput } from '../../contracts/meetups';
import { meetups } from '../db/schema/index';

/** What a meetup's start and end are computed from (server/meetups/time.ts): select these to call meetupTimes. */
export const slotColumns = { date: meetups.date, time: meetups.time, duration: meetups.duration, latitude: meetups.latitude, longitude: meetups.longitude };

/** The meetup's own fields from a create or edit form, as table columns (docs/product.md §3 names). */
export function meetupColumns(input: MeetupInput) {
  return {
    title: input.title,
    description: input.description,
    date: input.date,
    time: input.time,
    duration: input.duration,
    maxAttendees: input.max_attendees,
    tags: input.tags,
    registrationRequired: input.registration_required,
    meetupType: input.meetup_type,
    targetAudience: input.target_audience,
    experienceLevel: input.experience_level,
    language: input.language,
    isRecurring: input.is_recurring,
    recurringFrequency: input.recurring_frequency,
    hasNetworkingTime: input.has_networking_time,
    providesRefreshments: input.provides_refreshments,
    allowsPhotography: input.allows_photography,
    hasLiveStreaming: input.has_live_streaming,
    requiresDressCode: input.requires_dress_code,
    dressCodeType: input.dress_code_type,
    coverImageUrl: input.cover_image_url,
  };
}
