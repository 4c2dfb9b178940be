import type { MessageId } from '../../../contracts/i18n/messages';
import type { EMAIL_PREFERENCE_KEYS, NOTIFICATION_PREFERENCE_KEYS } from '../../../contracts/preferences';
import type { PushPreferenceKey } from '../../../contracts/push';

// The words of each preference switch (docs/product.md §3, issue 28's Push column) as catalogue ids,
// read at render time (PreferenceGroup); contracts/preferences.ts and contracts/push.ts keep the keys.
export type PreferenceLabels = Record<string, { label: MessageId; hint: MessageId }>;

/** `settings.<group>.<key>.label` / `.hint`: the catalogue's ids of one switch. */
const idOf = (group: string, key: string, part: 'label' | 'hint') => [group, key, part].join('.') as MessageId;
const ids = <K extends string>(group: string, keys: readonly K[]) =>
  Object.fromEntries(keys.map((k) => [k, { label: idOf(group, k, 'label'), hint: idOf(group, k, 'hint') }])) as Record<K, { label: MessageId; hint: MessageId }>;

export const EMAIL_PREFERENCE_LABELS = ids<(typeof EMAIL_PREFERENCE_KEYS)[number]>('settings.emailPref', ['all', 'venue_booking', 'booking_approved', 'booking_rejected', 'meetup_reminder', 'meetup_cancelled', 'connection_requests', 'announcements', 'followed_meetups', 'unread_messages']);
export const NOTIFICATION_PREFERENCE_LABELS = ids<(typeof NOTIFICATION_PREFERENCE_KEYS)[number]>('settings.notificationPref', ['all', 'venue_booking', 'booking_approved', 'booking_rejected', 'meetup_full_capacity', 'meetup_cancelled', 'meetup_comment', 'connection_requests', 'announcements', 'followed_meetups']);
export const PUSH_PREFERENCE_LABELS = ids<PushPreferenceKey>('settings.pushPref', ['all', 'booking_approved', 'booking_rejected', 'places', 'meetup_reminder', 'meetup_cancelled', 'messages', 'connection_requests', 'announcements']);
