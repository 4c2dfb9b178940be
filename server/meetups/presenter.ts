import type { BookingStatus, MeetupDto } from '../../contracts/meetups';
import type { meetups } from '../db/schema/index';
import type { Actor } from '../plugins/actor';
import { abilities, canSeeRates, type MeetupPolicyTarget } from './policy';
import { clockTime } from '../../contracts/format';
import { countryOfAddress } from './place';
import { meetupTimes } from './time';
import { isFull } from './seats';
import { canViewProfile } from '../profiles/policy';

export type MeetupRow = typeof meetups.$inferSelect;
/** A meetup with what the policy and the page need: venue owner, attendance. */
export type MeetupContext = MeetupRow & {
  venueOwnerId: string | null;
  venueDefaultRate: number | null;
  /** The venue's ISO 4217 code (decision 0065); null without a venue. */
  venueCurrency?: string | null;
  venueImageUrl: string | null;
  /** The organiser's "Show my profile" switch (queries.ts organizerShowsProfile). */
  organizerShowsProfile: boolean;
  attendeeCount: number;
  isAttending: boolean;
  isCoHost?: boolean;
  waitlistPosition?: number | null;
  isRequested?: boolean;
  /** Whether the viewer it was loaded for sees it (policy.ts meetupVisibleTo). */
  isVisible?: boolean;
  distanceKm?: number;
};

export function policyTarget(
  m: Pick<MeetupContext, 'organizerId' | 'venueOwnerId' | 'bookingStatus' | 'date' | 'time' | 'duration' | 'latitude' | 'longitude'> & { isAttending?: boolean; isCoHost?: boolean; isVisible?: boolean },
  now = new Date(),
): MeetupPolicyTarget {
  const { startsAt, endsAt } = meetupTimes(m);
  return { organizerId: m.organizerId, venueOwnerId: m.venueOwnerId, bookingStatus: m.bookingStatus, isPast: endsAt <= now, hasStarted: startsAt <= now, isAttending: m.isAttending, isCoHost: m.isCoHost, isVisible: m.isVisible };
}

/** docs/product.md §3 Meetup fields (snake_case) plus derived values; an explicit allow-list. */
export function presentMeetup(m: MeetupContext, actor: Pick<Actor, 'userId' | 'role' | 'isAdmin'> | null, now = new Date()): MeetupDto {
  const times = meetupTimes(m);
  const target = policyTarget(m, now);
  const dto: MeetupDto = {
    id: m.id,
    title: m.title,
    description: m.description,
    date: m.date,
    time: clockTime(m.time),
    duration: m.duration,
    venue_id: m.venueId,
    venue_name: m.venueName,
    venue_address: m.venueAddress,
    venue_place: m.venuePlace ?? countryOfAddress(m.venueAddress),
    cover_image_url: m.coverImageUrl,
    venue_image_url: m.venueImageUrl,
    latitude: m.latitude,
    longitude: m.longitude,
    organizer_id: m.organizerId,
    organizer_name: m.organizerName,
    // The link to /members/{id} only where that page would open for this viewer (issue 27).
    organizer_profile_open: !!actor && canViewProfile(actor, { id: m.organizerId, showProfile: m.organizerShowsProfile }),
    max_attendees: m.maxAttendees,
    tags: m.tags,
    registration_required: m.registrationRequired,
    meetup_type: m.meetupType,
    target_audience: m.targetAudience,
    experience_level: m.experienceLevel,
    language: m.language,
    is_recurring: m.isRecurring,
    recurring_frequency: m.recurringFrequency,
    series_id: m.seriesId,
    has_networking_time: m.hasNetworkingTime,
    provides_refreshments: m.providesRefreshments,
    allows_photography: m.allowsPhotography,
    has_live_streaming: m.hasLiveStreaming,
    requires_dress_code: m.requiresDressCode,
    dress_code_type: m.dressCodeType,
    booking_status: m.bookingStatus as BookingStatus,
    booking_expires_at: m.bookingStatus === 'pending' ? (m.bookingExpiresAt?.toISOString() ?? null) : null,
    // The reason is for the organiser (and the venue side); others never see rejected meetups.
    rejection_reason: m.rejectionReason,
    cancelled_by: m.bookingStatus === 'cancelled' ? ((m.cancelledBy as 'organiser' | 'venue' | null) ?? 'organiser') : null,
    cancellation_reason: m.bookingStatus === 'cancelled' ? m.cancellationReason : null,
    approved_at: m.approvedAt?.toISOString() ?? null,
    rejected_at: m.rejectedAt?.toISOString() ?? null,
    venue_rate_override: canSeeRates(actor, target) ? m.venueRateOverride : null,
    venue_currency: m.venueCurrency ?? 'GBP',
    created_at: m.createdAt.toISOString(),
    time_zone: times.timeZone,
    starts_at: times.startsAt.toISOString(),
    ends_at: times.endsAt.toISOString(),
    is_past: target.isPast,
    attendee_count: m.attendeeCount,
    is_attending: m.isAttending,
    is_full: isFull(m),
    waitlist_position: m.waitlistPosition ?? null,
    is_requested: m.isRequested ?? false,
    abilities: abilities(actor, target),
  };
  if (m.distanceKm !== undefined) dto.distance_km = Math.round(m.distanceKm * 1000) / 1000;
  return dto;
}
