// Who's going, the waitlist, tickets, check-in, co-hosts and announcements (issue 15).
// Zod schemas: the server validates and serialises with them, the OpenAPI document is made from them.
import { z } from 'zod';

export const ATTENDEE_STATUSES = ['attending', 'waitlisted', 'requested'] as const;
export type AttendeeStatus = (typeof ATTENDEE_STATUSES)[number];

/** A face in the list: never an email address (only the organiser's CSV has those). */
export const attendeePerson = z.object({
  id: z.uuid(),
  name: z.string(),
  avatar: z.string().nullable(),
  /** A one-line description of the member, when their profile has one. */
  headline: z.string().nullable(),
  profile_open: z.boolean().describe('Whether the viewer may open this member\'s profile page: false when they turned off "Show my profile to other members" (their name is then shown as plain text).'),
});

/** What organisers and co-hosts see of each person in the list, besides the face. */
export const managedAttendee = attendeePerson.extend({
  status: z.enum(ATTENDEE_STATUSES),
  /** Attending: when they joined or were promoted; waitlisted/requested: when they asked. */
  joined_at: z.iso.datetime({ offset: true }),
  checked_in_at: z.iso.datetime({ offset: true }).nullable(),
  is_cohost: z.boolean(),
});
export type ManagedAttendeeDto = z.infer<typeof managedAttendee>;

/** GET /api/meetups/{id}/attendees. `manage` only for the organiser, co-hosts and admins. */
export const attendeeList = z.object({
  attendees: z.array(attendeePerson),
  /** In joining order: the first is promoted when a place frees. */
  waitlist: z.array(attendeePerson.extend({ position: z.number().int() })),
  manage: z
    .object({
      people: z.array(managedAttendee),
      arrivals: z.number().int(),
      is_organiser: z.boolean(),
    })
    .nullable(),
});
export type AttendeeListDto = z.infer<typeof attendeeList>;

/** POST /api/meetups/{id}/attendance: the member's state after the call. */
export const attendanceResult = z.object({
  attending: z.boolean(),
  joined: z.boolean(),
  attendee_count: z.number().int(),
  is_full: z.boolean(),
  /** On the waitlist of a full meetup, with their place in the queue (1 = next). */
  waitlisted: z.boolean().optional(),
  position: z.number().int().optional(),
  /** Asked to join a meetup that needs the organiser's approval. */
  requested: z.boolean().optional(),
});

export const attendanceBody = z
  .object({
    attending: z.boolean().optional(),
  })
  .optional();

/** GET /api/meetups/{id}/ticket: the attendee's own ticket; `qr` is what the QR code holds. */
export const ticket = z.object({
  meetup_id: z.uuid(),
  name: z.string(),
  qr: z.string(),
  checked_in_at: z.iso.datetime({ offset: true }).nullable(),
});
export type TicketDto = z.infer<typeof ticket>;

/** The text in a ticket's QR code: a prefix, the meetup and the ticket's secret. */
export const TICKET_PREFIX = 'CCT1';
export const ticketText = (meetupId: string, code: string) => `${TICKET_PREFIX}:${meetupId}:${code}`;
export function parseTicket(text: string): { meetupId: string; code: string } | null {
  const m = /^CCT1:([0-9a-f-]{36}):([0-9a-f-]{36})$/i.exec(text.trim());
  return m ? { meetupId: m[1].toLowerCase(), code: m[2].toLowerCase() } : null;
}

/** POST /api/meetups/{id}/check-in: by scanned ticket or by choosing the person. */
export const checkInBody = z.union([
  z.strictObject({ ticket: z.string().trim().min(1, { error: 'Scan a ticket.' }).max(200) }),
  z.strictObject({ user_id: z.uuid({ error: 'Choose a person.' }) }),
]);
export const checkInResult = z.object({
  attendee: attendeePerson,
  checked_in_at: z.iso.datetime({ offset: true }),
  /** True when they had already been checked in: the first time is kept. */
  already: z.boolean(),
  arrivals: z.number().int(),
});
export type CheckInResultDto = z.infer<typeof checkInResult>;

export const registrationDecisionBody = z.strictObject({ approve: z.boolean() });

export const cohostBody = z.strictObject({ user_id: z.uuid({ error: 'Choose a member.' }) });

export const ANNOUNCEMENT_MAX = 2000;
export const announcementBody = z.strictObject({
  subject: z.string().trim().min(3, { error: 'Give the message a subject of at least 3 characters.' }).max(120, { error: 'Use at most 120 characters.' }),
  message: z
    .string()
    .trim()
    .min(1, { error: 'Write a message.' })
    .max(ANNOUNCEMENT_MAX, { error: `Use at most ${ANNOUNCEMENT_MAX} characters.` }),
});
export const announcementResult = z.object({ recipients: z.number().int() });

export const okResult = z.object({ ok: z.literal(true) });
