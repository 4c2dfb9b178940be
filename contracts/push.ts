import { z } from 'zod';
import { localised } from './i18n/say';

// Web Push (issue 28, decision 0056): the Settings → Notifications "Push" switches, which
// notification types each one governs, and the device-subscription API's shapes.

export const PUSH_PREFERENCE_KEYS = ['all', 'booking_approved', 'booking_rejected', 'places', 'meetup_reminder', 'meetup_cancelled', 'messages', 'connection_requests', 'announcements'] as const;
export type PushPreferenceKey = (typeof PUSH_PREFERENCE_KEYS)[number];
export type PushPreferences = Record<PushPreferenceKey, boolean>;

export const PUSH_PREFERENCE_LABELS: Record<PushPreferenceKey, { label: string; hint: string }> = localised({
  all: { label: 'All push notifications', hint: 'Turn off to stop every push to your devices.' },
  booking_approved: { label: 'Booking approvals', hint: 'When a venue approves your meetup.' },
  booking_rejected: { label: 'Booking rejections', hint: 'When a venue cannot host your meetup, or does not answer in time.' },
  places: { label: 'Your place at a meetup', hint: 'A place from the waitlist, or the organiser’s answer to your registration.' },
  meetup_reminder: { label: 'Meetup reminders', hint: 'The day before a meetup you are attending.' },
  meetup_cancelled: { label: 'Meetup cancellations', hint: 'When a meetup you are attending is cancelled.' },
  messages: { label: 'Messages', hint: 'When a member writes to you. The message itself stays in the app.' },
  connection_requests: { label: 'Connection requests', hint: 'When a member asks to connect with you, or accepts your request.' },
  announcements: { label: 'Announcements', hint: 'Messages from the Civic Connect team.' },
});

/**
 * The notification types that are pushed, each with the push switch that governs it; a type not
 * listed is never pushed (it stays under the bell). Messages have no notification row: they are
 * pushed under `messages` by the message command.
 */
export const PUSH_KEY_BY_TYPE: Record<string, Exclude<PushPreferenceKey, 'all' | 'messages'>> = {
  booking_approved: 'booking_approved',
  booking_rejected: 'booking_rejected',
  booking_expired: 'booking_rejected',
  waitlist_promoted: 'places',
  registration_approved: 'places',
  registration_declined: 'places',
  meetup_reminder: 'meetup_reminder',
  meetup_cancelled: 'meetup_cancelled',
  connection_request: 'connection_requests',
  connection_accepted: 'connection_requests',
  // Admin broadcasts and notices to one member (the spec's type `info`).
  info: 'announcements',
  announcement: 'announcements',
};

/** What the service worker receives (decrypted): no more than the in-app notification shows. */
export type PushPayload = { title: string; body: string; url: string; tag: string };

const base64url = (bytes: number, what: string) =>
  z
    .string()
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, { error: `${what} must be base64url.` })
    // Decoded length without decoding (the web app shares this file: no Buffer here).
    .refine((s) => Math.floor((s.replace(/=+$/, '').length * 3) / 4) === bytes, { error: `${what} must be ${bytes} bytes.` });

/** POST /api/push/subscriptions: PushSubscription.toJSON() as the browser gives it. */
export const pushSubscriptionBody = z.object({
  endpoint: z.url({ protocol: /^https?$/, error: 'The push endpoint must be an http(s) URL.' }).max(1000),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({
    // An uncompressed P-256 public key and the 16-byte auth secret (RFC 8291).
    p256dh: base64url(65, 'keys.p256dh'),
    auth: base64url(16, 'keys.auth'),
  }),
});
export type PushSubscriptionBody = z.infer<typeof pushSubscriptionBody>;

export const pushDeviceDto = z
  .object({
    id: z.string(),
    endpoint: z.string().describe('The push service URL of this device: the web app compares it with its own to mark "This device".'),
    browser: z.string().describe('The browser and system, from the user agent that subscribed, e.g. "Chrome on Android".'),
    created_at: z.string(),
    last_pushed_at: z.string().nullable(),
  })
  .meta({ id: 'PushDevice' });
export type PushDeviceDto = z.infer<typeof pushDeviceDto>;

/** POST /api/push/devices answers the device and its renewal secret, given only then (decision 0061). */
export const pushDeviceEnabledDto = pushDeviceDto
  .extend({
    renewal_secret: z
      .string()
      .describe('Kept by the service worker (Cache storage) and sent with the old endpoint to POST /api/push/devices/renew when the browser replaces the subscription. Shown once.'),
  })
  .meta({ id: 'PushDeviceEnabled' });
export type PushDeviceEnabledDto = z.infer<typeof pushDeviceEnabledDto>;

/** POST /api/push/devices/renew: sent by the service worker on `pushsubscriptionchange`, with no member's token. */
export const pushRenewalBody = z.object({
  old_endpoint: z.string().min(1, { error: 'old_endpoint is required.' }).max(1000),
  renewal_secret: z.string().min(1, { error: 'renewal_secret is required.' }).max(200),
  subscription: pushSubscriptionBody,
});
export type PushRenewalBody = z.infer<typeof pushRenewalBody>;

export const pushDevicesDto = z.object({
  public_key: z.string().describe('The VAPID public key (base64url): applicationServerKey for pushManager.subscribe().'),
  devices: z.array(pushDeviceDto),
});
export type PushDevicesDto = z.infer<typeof pushDevicesDto>;
