import { AlarmClock, Bell, BellRing, CalendarPlus, CalendarX2, CircleCheck, CircleX, Megaphone, MessageCircle, ShieldAlert, Ticket, TimerOff, UserCheck, UserMinus, UserPlus, UserX, Users, type LucideIcon } from 'lucide-react';
import type { NotificationDto } from '../../../contracts/notifications';
import { isUuid } from '../../../contracts/ids';
import { t } from '../../lib/i18n';

type Look = { Icon: LucideIcon; tone: string };

// docs/product.md §3: these types have their own look; every other type gets the generic one. Each
// type's name is the catalogue's (notifications.type, read at render time in the active language).
const LOOKS: Record<string, Look> = {
  venue_booking: { Icon: CalendarPlus, tone: 'bg-brand-100 text-brand-700 dark:bg-brand-900/60 dark:text-brand-200' },
  booking_approved: { Icon: CircleCheck, tone: 'bg-emerald-100 text-emerald-700 dark:bg-emerald-900/50 dark:text-emerald-200' },
  booking_rejected: { Icon: CircleX, tone: 'bg-red-100 text-red-700 dark:bg-red-900/50 dark:text-red-200' },
  meetup_reminder: { Icon: AlarmClock, tone: 'bg-amber-100 text-amber-800 dark:bg-amber-900/50 dark:text-amber-100' },
  attendee_joined: { Icon: UserPlus, tone: 'bg-sky-100 text-sky-700 dark:bg-sky-900/50 dark:text-sky-200' },
  attendee_left: { Icon: UserMinus, tone: 'bg-slate-200 text-slate-700 dark:bg-slate-800 dark:text-slate-200' },
  booking_expired: { Icon: TimerOff, tone: 'bg-slate-200 text-slate-800 dark:bg-slate-800 dark:text-slate-100' },
  meetup_cancelled: { Icon: CalendarX2, tone: 'bg-slate-200 text-slate-800 dark:bg-slate-800 dark:text-slate-100' },
  meetup_comment: { Icon: MessageCircle, tone: 'bg-brand-100 text-brand-700 dark:bg-brand-900/60 dark:text-brand-200' },
  meetup_full_capacity: { Icon: Users, tone: 'bg-violet-100 text-violet-700 dark:bg-violet-900/50 dark:text-violet-200' },
  // Issue 15: the waitlist, registration requests and messages to attendees.
  waitlist_promoted: { Icon: Ticket, tone: 'bg-emerald-100 text-emerald-700 dark:bg-emerald-900/50 dark:text-emerald-200' },
  registration_requested: { Icon: UserPlus, tone: 'bg-brand-100 text-brand-700 dark:bg-brand-900/60 dark:text-brand-200' },
  registration_approved: { Icon: UserCheck, tone: 'bg-emerald-100 text-emerald-700 dark:bg-emerald-900/50 dark:text-emerald-200' },
  registration_declined: { Icon: UserX, tone: 'bg-slate-200 text-slate-800 dark:bg-slate-800 dark:text-slate-100' },
  meetup_announcement: { Icon: Megaphone, tone: 'bg-sky-100 text-sky-700 dark:bg-sky-900/50 dark:text-sky-200' },
  // Issue 26: connections.
  connection_request: { Icon: UserPlus, tone: 'bg-brand-100 text-brand-700 dark:bg-brand-900/60 dark:text-brand-200' },
  connection_accepted: { Icon: UserCheck, tone: 'bg-emerald-100 text-emerald-700 dark:bg-emerald-900/50 dark:text-emerald-200' },
  // Issue 26: a new meetup by an organiser or at a venue the member follows.
  followed_meetup: { Icon: BellRing, tone: 'bg-amber-100 text-amber-800 dark:bg-amber-900/50 dark:text-amber-100' },
  // Issue 26: a moderator's warning after a report; it leads to the community guidelines.
  moderation_warning: { Icon: ShieldAlert, tone: 'bg-amber-100 text-amber-800 dark:bg-amber-900/50 dark:text-amber-100' },
};
const GENERIC: Look = { Icon: Bell, tone: 'bg-surface-sunken text-ink-muted border border-line' };

export const lookFor = (type: string): Look & { label: string } => ({ ...(LOOKS[type] ?? GENERIC), label: t('notifications.type', { type: type in LOOKS ? type : 'other' }) });

/** Where a notification leads: its own same-site `data.url`, else the meetup or venue it names. */
export function hrefFor(n: NotificationDto): string | null {
  const d = n.data ?? {};
  if (typeof d.url === 'string' && d.url.startsWith('/') && !d.url.startsWith('//')) return d.url;
  if (n.type === 'venue_booking') return '/venue-management?focus=approvals';
  if (isUuid(d.meetupId)) return `/meetups/${d.meetupId}`;
  if (isUuid(d.venueId)) return `/venues/${d.venueId}`;
  return null;
}
