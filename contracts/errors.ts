import { z } from 'zod';

// Every error the API answers is JSON { error: code, message } (plus error_code, the same code,
// for GoTrue clients, `field` when it is about one input, and sometimes more such as retry_after). These are all the codes, in
// one list: the server's ApiError accepts only these, the OpenAPI document lists them, and a
// client can switch on them exhaustively. `message` is for people and may change; codes do not.
export const ERROR_CODES = [
  // Generic, from the error handler and the policy helpers (server/errors.ts, server/plugins/errors.ts)
  'invalid_request',
  'bad_request',
  'unauthorized',
  'forbidden',
  'not_found',
  'payload_too_large',
  'request_timeout',
  'unsupported_media_type',
  'rate_limited',
  'internal_error',
  'database_unavailable',
  // Accounts and sessions (GoTrue-shaped auth)
  'invalid_credentials',
  'current_password_required',
  'weak_password',
  'invalid_token',
  'session_not_found',
  'refresh_token_not_found',
  'refresh_token_already_used',
  'user_suspended',
  // Sign-in codes and OpenID Connect providers (issue 28, docs/decisions/0057)
  'otp_expired',
  'provider_unavailable',
  'identity_not_linkable',
  'last_sign_in_method',
  // Reaching other members needs a confirmed address (issue 24, docs/decisions/0035)
  'email_not_confirmed',
  'already_exists',
  'email_failed',
  // Roles
  'admin_required',
  'professional_required',
  'cannot_suspend_self',
  // Meetups and attendance
  'meetup_cancelled',
  'meetup_full',
  'meetup_in_past',
  'meetup_not_approved',
  'meetup_past',
  'is_organiser',
  'invalid_cover_image',
  // Attendees: waitlist, join requests, co-hosts, tickets and check-in (issue 15)
  'meetup_not_open',
  'no_request',
  'member_not_found',
  'no_ticket',
  'invalid_ticket',
  'ticket_not_found',
  'wrong_meetup',
  'not_attending',
  // Community: member profiles and ratings
  'profile_hidden',
  'rating_not_allowed',
  // Connections (issue 26, docs/decisions/0044): too many of one's requests wait for an answer
  'connection_requests_limit',
  // Web Push (issue 28, decision 0056): a device's endpoint is not one of the allowed push services
  'push_service_not_allowed',
  'push_renewal_refused',
  // Venues and bookings
  'venue_not_found',
  'venue_closed_weekends',
  'capacity_exceeds_venue',
  'capacity_below_attendees',
  'booking_conflict',
  'booking_expired',
  'booking_already_decided',
  'booking_too_short',
  'booking_too_late',
  // Bookings that cannot be hoarded (issue 24, docs/decisions/0038)
  'booking_beyond_horizon',
  'booking_hours_limit',
  'venue_limit_reached',
  // The specification's exact answer of admin-set-partner-max-venues (docs/product.md §5).
  'Invalid value',
  // Membership and payments
  'not_a_member',
  'already_on_plan',
  'stripe_not_configured',
  'payment_provider_error',
  'invalid_signature',
  // Storage
  'invalid_path',
  'invalid_width',
  'invalid_format',
  // Messages (issue 26, docs/decisions/0045)
  'messaging_not_allowed',
  'message_request_pending',
  'not_a_request',
  // A meetup start that a clock change skips or repeats at the venue (decision 0040)
  'local_time_skipped',
  'local_time_repeated',
  // Safety: blocks and reports (issue 26)
  'cannot_block_self',
  'cannot_report_self',
  'message_not_found',
  'report_already_resolved',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

/** The body of every 4xx/5xx answer of the API. Extra fields (retry_after, weak_password) may appear. */
export const apiErrorSchema = z
  .looseObject({
    error: z.enum(ERROR_CODES),
    message: z.string().describe('A sentence for people; may change between releases.'),
    error_code: z.enum(ERROR_CODES).optional().describe('The same code again, for GoTrue (auth-js) clients.'),
    retry_after: z.number().int().optional().describe('Seconds to wait before retrying (rate limits, database restarting).'),
    field: z.string().optional().describe('The input the error is about, when it is about one: a body or query key, dotted when nested ("max_attendees"). Forms show the message by that input.'),
  })
  .meta({ id: 'ApiError', description: 'Every error answer: { error, message }.' });
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;
