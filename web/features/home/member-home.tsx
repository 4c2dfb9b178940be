import { longDate } from '../../../contracts/format';
import { Building2, CalendarPlus, MessageSquare, RotateCw, Search, Settings2, UserPlus, CalendarCheck, type LucideIcon } from 'lucide-react';
import { Suspense, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { HomeDto } from '../../../contracts/home';
import type { Role } from '../../../contracts/roles';
import { Alert } from '../../components/ui/alert';
import { Button, buttonClasses } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { useSession } from '../../lib/session';
import { t, useAppMessages } from '../../lib/i18n';
import type { MessageId } from '../../../contracts/i18n/messages';
import { useMemberHome } from './api';
import { FollowingCard, UpcomingCard, UpgradeCard } from './meetup-cards';
import { MessagesCard, ModerationCard, RequestsCard } from './network-cards';
import { PeopleCard } from './people-card';
import { VenueDesk } from './venue-desk';

const NEW_MEMBER_MS = 24 * 60 * 60 * 1000;

// The header's words are in the `core` area (the first render of /); the cards' in `app`, waited
// for under the cards' loading outline (docs/decisions/0067).
type Action = { to: string; label: MessageId; icon: LucideIcon };
const ACTIONS: Record<Role, Action[]> = {
  professional: [
    { to: '/meetups', label: 'home.browseMeetups', icon: Search },
    { to: '/create-meetup', label: 'home.member.createMeetup', icon: CalendarPlus },
  ],
  venue: [
    { to: '/venue-management', label: 'home.manageVenues', icon: Settings2 },
    { to: '/create-venue', label: 'home.member.addVenue', icon: Building2 },
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
          <h1 className="mt-1 text-2xl font-extrabold tracking-tight sm:text-4xl">{firstName ? t(isNew ? 'home.welcome' : 'home.welcomeBack', { name: firstName }) : t('home.member.welcomeBack')}</h1>
          <div className="mt-4 flex flex-wrap gap-2 empty:hidden">
            {ACTIONS[role].map((a, i) => (
              <Link key={a.to} to={a.to} className={i === 0 ? buttonClasses('secondary', 'sm', 'border-transparent bg-white text-brand-800 hover:bg-brand-50 dark:bg-white dark:text-brand-900 dark:hover:bg-brand-50') : buttonClasses('ghost', 'sm', 'text-white ring-1 ring-white/60 hover:bg-white/10')}>
                <a.icon aria-hidden="true" className="size-4" />
                {t(a.label)}
              </Link>
            ))}
          </div>
        </div>
      </header>
      <div className="mx-auto -mt-9 max-w-6xl px-4 sm:px-6">
        <Suspense fallback={<BodyOutline />}>
          <Body home={home} isAdmin={isAdmin} />
        </Suspense>
      </div>
    </div>
  );
}

/** The figures and cards, once the app's words are loaded (the outline until then, and until the data). */
function Body({ home, isAdmin }: { home: ReturnType<typeof useMemberHome>; isAdmin: boolean }) {
  useAppMessages();
  const data = home.data;
  if (home.isError && !data)
    return (
      <>
        <GlanceOutline />
        <Alert tone="error" title={t('home.member.loadFailed')} className="mt-5">
          <p>{home.error instanceof Error ? home.error.message : t('common.pleaseTryAgain')}</p>
          <Button variant="secondary" size="sm" className="mt-2" onClick={() => void home.refetch()}>
            <RotateCw aria-hidden="true" className="size-4" /> {t('home.member.tryAgain')}
          </Button>
        </Alert>
      </>
    );
  if (!data) return <BodyOutline />;
  return (
    <>
      <Glance data={data} />
      <Cards data={data} isAdmin={isAdmin || data.is_admin} />
    </>
  );
}

function GlanceOutline() {
  return (
    <div className="grid grid-cols-3 gap-2 sm:gap-3">
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} className="h-[4.5rem] rounded-card" />
      ))}
    </div>
  );
}

/** The loading outline: the figures' and the cards' places, as they will be. */
function BodyOutline() {
  return (
    <>
      <GlanceOutline />
      <div className="mt-5 grid gap-5 lg:grid-cols-3" role="status" aria-busy="true">
        <span className="sr-only">{t('home.member.loading')}</span>
        <Skeleton className="h-64 lg:col-span-2" />
        <Skeleton className="h-64" />
      </div>
    </>
  );
}

/** Three figures at a glance, each a way in. */
function Glance({ data }: { data: HomeDto }) {
  const tiles: { to: string; label: MessageId; value: number; icon: LucideIcon }[] = [
    data.venue && data.venue.venues > 0
      ? { to: '/venue-management?focus=approvals', label: 'home.member.toApprove', value: data.venue.pending_count, icon: Building2 }
      : { to: '#home-upcoming-mine', label: 'home.member.upcoming', value: data.upcoming_count, icon: CalendarCheck },
    { to: '/connections', label: 'home.member.requests', value: data.connection_requests.count, icon: UserPlus },
    { to: '/messages', label: 'home.member.unread', value: data.unread_messages, icon: MessageSquare },
  ];
  return (
    <ul className="grid grid-cols-3 gap-2 sm:gap-3" aria-label={t('home.member.atAGlance')}>
      {tiles.map((tile) => (
        <li key={tile.label} className="min-w-0">
          <GlanceLink to={tile.to}>
            <tile.icon aria-hidden="true" className="hidden size-9 shrink-0 rounded-lg bg-brand-50 p-2 text-brand-700 sm:block dark:bg-brand-900/60 dark:text-brand-200" />
            <span className="min-w-0">
              <span className="block text-2xl font-extrabold leading-tight text-ink">{tile.value}</span>
              <span className="block truncate text-xs font-medium text-ink-muted sm:text-sm">{t(tile.label)}</span>
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
