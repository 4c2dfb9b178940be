import { Building2, CalendarPlus, MessageSquare, RotateCw, Search, Settings2, UserPlus, CalendarCheck, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { longDate } from '../../../contracts/format';
import type { HomeDto } from '../../../contracts/home';
import type { Role } from '../../../contracts/roles';
import { Alert } from '../../components/ui/alert';
import { Button, buttonClasses } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { useSession } from '../../lib/session';
import { useMemberHome } from './api';
import { FollowingCard, UpcomingCard, UpgradeCard } from './meetup-cards';
import { MessagesCard, ModerationCard, RequestsCard } from './network-cards';
import { PeopleCard } from './people-card';
import { VenueDesk } from './venue-desk';

const NEW_MEMBER_MS = 24 * 60 * 60 * 1000;

type Action = { to: string; label: string; icon: LucideIcon };
const ACTIONS: Record<Role, Action[]> = {
  professional: [
    { to: '/meetups', label: 'Browse Global Meetups', icon: Search },
    { to: '/create-meetup', label: 'Create Meetup', icon: CalendarPlus },
  ],
  venue: [
    { to: '/venue-management', label: 'Manage venues', icon: Settings2 },
    { to: '/create-venue', label: 'Add Venue', icon: Building2 },
  ],
  // The upgrade card below makes the basic member's offer; the header does not repeat it.
  basic: [],
};

/**
 * The signed-in member's own home at / (issue 26): what is next for them first, then what is
 * new in their network. The marketing page stays for visitors (web/app/home-route.tsx).
 */
export function MemberHome() {
  const { profile, role: sessionRole, isAdmin } = useSession();
  const home = useMemberHome();
  const data = home.data;
  const role: Role = data?.role ?? sessionRole ?? 'basic';
  const firstName = (data?.name || profile?.name || '').trim().split(/\s+/)[0];
  // "Welcome back" only once the member has been here before: right after registering it rang false.
  const isNew = profile ? Date.now() - Date.parse(profile.joinDate) < NEW_MEMBER_MS : false;
  return (
    <div className="pb-12" data-testid="member-home">
      <header className="bg-linear-to-br from-brand-700 via-brand-800 to-brand-900 text-white">
        <div className="mx-auto max-w-6xl px-4 pb-14 pt-7 sm:px-6 sm:pb-16 sm:pt-10">
          <p className="text-sm font-medium text-brand-100">{longDate(new Date(), { weekday: true })}</p>
          <h1 className="mt-1 text-2xl font-extrabold tracking-tight sm:text-4xl">{firstName ? (isNew ? `Welcome, ${firstName}` : `Welcome back, ${firstName}`) : 'Welcome back'}</h1>
          <div className="mt-4 flex flex-wrap gap-2 empty:hidden">
            {ACTIONS[role].map((a, i) => (
              <Link key={a.to} to={a.to} className={i === 0 ? buttonClasses('secondary', 'sm', 'border-transparent bg-white text-brand-800 hover:bg-brand-50 dark:bg-white dark:text-brand-900 dark:hover:bg-brand-50') : buttonClasses('ghost', 'sm', 'text-white ring-1 ring-white/60 hover:bg-white/10')}>
                <a.icon aria-hidden="true" className="size-4" />
                {a.label}
              </Link>
            ))}
          </div>
        </div>
      </header>
      <div className="mx-auto -mt-9 max-w-6xl px-4 sm:px-6">
        {data ? (
          <Glance data={data} />
        ) : (
          <div className="grid grid-cols-3 gap-2 sm:gap-3">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-[4.5rem] rounded-card" />
            ))}
          </div>
        )}
        {home.isError && !data ? (
          <Alert tone="error" title="Your home could not be loaded" className="mt-5">
            <p>{home.error instanceof Error ? home.error.message : 'Please try again.'}</p>
            <Button variant="secondary" size="sm" className="mt-2" onClick={() => void home.refetch()}>
              <RotateCw aria-hidden="true" className="size-4" /> Try again
            </Button>
          </Alert>
        ) : data ? (
          <Cards data={data} isAdmin={isAdmin || data.is_admin} />
        ) : (
          <div className="mt-5 grid gap-5 lg:grid-cols-3" role="status" aria-busy="true">
            <span className="sr-only">Loading your home…</span>
            <Skeleton className="h-64 lg:col-span-2" />
            <Skeleton className="h-64" />
          </div>
        )}
      </div>
    </div>
  );
}

/** Three figures at a glance, each a way in. */
function Glance({ data }: { data: HomeDto }) {
  const tiles: { to: string; label: string; value: number; icon: LucideIcon }[] = [
    data.venue && data.venue.venues > 0
      ? { to: '/venue-management?focus=approvals', label: 'To approve', value: data.venue.pending_count, icon: Building2 }
      : { to: '#home-upcoming-mine', label: 'Upcoming', value: data.upcoming_count, icon: CalendarCheck },
    { to: '/connections', label: 'Requests', value: data.connection_requests.count, icon: UserPlus },
    { to: '/messages', label: 'Unread', value: data.unread_messages, icon: MessageSquare },
  ];
  return (
    <ul className="grid grid-cols-3 gap-2 sm:gap-3" aria-label="At a glance">
      {tiles.map((t) => (
        <li key={t.label} className="min-w-0">
          <GlanceLink to={t.to}>
            <t.icon aria-hidden="true" className="hidden size-9 shrink-0 rounded-lg bg-brand-50 p-2 text-brand-700 sm:block dark:bg-brand-900/60 dark:text-brand-200" />
            <span className="min-w-0">
              <span className="block text-2xl font-extrabold leading-tight text-ink">{t.value}</span>
              <span className="block truncate text-xs font-medium text-ink-muted sm:text-sm">{t.label}</span>
            </span>
          </GlanceLink>
        </li>
      ))}
    </ul>
  );
}

const glanceCls =
  'flex h-full min-w-0 flex-col rounded-card border border-line bg-surface-raised px-3 py-2.5 shadow-md transition-colors hover:border-brand-300 sm:flex-row sm:items-center sm:gap-3 sm:px-4 sm:py-3.5';

/** A tile's way in: another page, or a card further down this one. */
function GlanceLink({ to, children }: { to: string; children: ReactNode }) {
  if (to.startsWith('#'))
    return (
      <a href={to} className={glanceCls}>
        {children}
      </a>
    );
  return (
    <Link to={to} className={glanceCls}>
      {children}
    </Link>
  );
}

function Cards({ data, isAdmin }: { data: HomeDto; isAdmin: boolean }) {
  return (
    <div className="mt-5 grid gap-5 lg:grid-cols-3">
      <div className="min-w-0 space-y-5 lg:col-span-2">
        {/* What needs a decision comes first: the moderation queue, then the venue's requests. */}
        {data.moderation && <ModerationCard open={data.moderation.open_reports} />}
        {data.venue && <VenueDesk desk={data.venue} />}
        {data.role === 'basic' && !isAdmin && <UpgradeCard />}
        <UpcomingCard meetups={data.upcoming} role={data.role} isAdmin={isAdmin} />
        <FollowingCard following={data.following} />
      </div>
      <div className="min-w-0 space-y-5">
        <PeopleCard people={data.people} />
        <RequestsCard requests={data.connection_requests} />
        <MessagesCard unread={data.unread_messages} />
      </div>
    </div>
  );
}
