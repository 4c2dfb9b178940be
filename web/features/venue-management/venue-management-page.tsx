import { Building2, CalendarDays, ClipboardCheck, Plus } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { buttonClasses } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { cn } from '../../lib/cn';
import { useMeetupsLive } from '../../lib/meetups-live';
import { useSession } from '../../lib/session';
import { useVenueManagement } from './api';
import { CalendarPanel } from './calendar-panel';
import { RequestsPanel } from './requests-panel';
import { VenuesPanel } from './venues-panel';
import { t } from '../../lib/i18n';

type Tab = 'approvals' | 'calendar' | 'venues';
const TABS: Tab[] = ['approvals', 'calendar', 'venues'];

/** /venue-management: the owner's venues and the booking requests for them; ?focus=approvals opens on the requests. */
export default function VenueManagementPage() {
  useMeetupsLive();
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab') as Tab | null;
  const tab: Tab = params.get('focus') === 'approvals' ? 'approvals' : asked && TABS.includes(asked) ? asked : 'approvals';
  const data = useVenueManagement();
  const pending = data.data?.requests.filter((r) => r.booking_status === 'pending').length ?? 0;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { role } = useSession();

  // Opened from "Approve Meetups" or a booking email: put keyboard and screen-reader focus on the requests.
  useEffect(() => {
    if (params.get('focus') === 'approvals' && data.isSuccess) headingRef.current?.focus();
  }, [params, data.isSuccess]);

  const choose = (which: Tab) => {
    const next = new URLSearchParams(params);
    next.delete('focus');
    next.set('tab', which);
    setParams(next, { replace: true });
  };

  // Professionals may open this page (docs/product.md §6), but only Venue Partners list venues: its "Add
  // Venue" buttons led a professional to a page saying exactly that.
  if (role !== 'venue' && data.isSuccess && data.data.venues.length === 0) return <ForVenuePartners />;

  return (
    <div className="mx-auto max-w-4xl px-4 pt-6 pb-12 sm:px-6 sm:pt-10">
      <header className="flex items-start justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-ink">{t('venues.manage.title')}</h1>
          <p className="mt-1.5 text-ink-muted">{t('venues.manage.intro')}</p>
        </div>
        <Link to="/create-venue" className={buttonClasses('secondary', 'md', 'hidden shrink-0 sm:inline-flex')}>
          <Plus aria-hidden="true" className="size-4" /> {t('venues.addVenue')}
        </Link>
      </header>

      <div role="tablist" aria-label={t('venues.manage.title')} className="mt-6 grid grid-cols-3 rounded-xl border border-line bg-surface-raised p-1 sm:inline-grid sm:w-auto">
        {(
          [
            ['approvals', 'venues.manage.tabRequests', ClipboardCheck],
            ['calendar', 'venues.manage.tabCalendar', CalendarDays],
            ['venues', 'venues.manage.tabVenues', Building2],
          ] as const
        ).map(([tabId, label, Icon]) => (
          <button
            key={tabId}
            role="tab"
            id={`tab-${tabId}`}
            aria-selected={tab === tabId}
            aria-controls={`panel-${tabId}`}
            tabIndex={tab === tabId ? 0 : -1}
            onClick={() => choose(tabId)}
            onKeyDown={(e) => {
              if (e.key === 'ArrowRight' || e.key === 'ArrowLeft') {
                // The next tab is the one the arrow points at, so right to left it is the other way.
                const forward = (e.key === 'ArrowRight') !== (document.documentElement.dir === 'rtl');
                const other = TABS[(TABS.indexOf(tabId) + (forward ? 1 : TABS.length - 1)) % TABS.length];
                choose(other);
                document.getElementById(`tab-${other}`)?.focus();
              }
            }}
            className={cn(
              'inline-flex h-10 items-center justify-center gap-1.5 rounded-lg px-2 text-sm font-semibold whitespace-nowrap transition-colors sm:gap-2 sm:px-4',
              tab === tabId ? 'bg-brand-700 text-white dark:bg-brand-600' : 'text-ink-muted hover:text-ink',
            )}
          >
            <Icon aria-hidden="true" className="hidden size-4 shrink-0 sm:block" />
            {t(label)}
            {tabId === 'approvals' && pending > 0 && (
              <span className={cn('rounded-full px-1.5 text-xs leading-5', tab === tabId ? 'bg-white/25 text-white' : 'bg-red-600 text-white')} data-testid="pending-count">
                {pending}
              </span>
            )}
          </button>
        ))}
      </div>

      <div id={`panel-${tab}`} role="tabpanel" aria-labelledby={`tab-${tab}`} className="mt-6">
        <h2 ref={headingRef} tabIndex={-1} className="sr-only">
          {tab === 'approvals' ? t('venues.manage.bookingRequests') : tab === 'calendar' ? t('venues.manage.tabCalendar') : t('venues.manage.tabVenues')}
        </h2>
        {data.isError ? (
          <Alert tone="error" title={t('venues.manage.loadFailed')}>
            {data.error.message}
          </Alert>
        ) : data.isPending ? (
          <div className="space-y-3">
            <Skeleton className="h-40 w-full rounded-card" />
            <Skeleton className="h-40 w-full rounded-card" />
          </div>
        ) : tab === 'approvals' ? (
          <RequestsPanel data={data.data} />
        ) : tab === 'calendar' ? (
          <CalendarPanel />
        ) : (
          <VenuesPanel venues={data.data.venues} />
        )}
      </div>
    </div>
  );
}

function ForVenuePartners() {
  return (
    <div className="mx-auto max-w-2xl px-4 py-10 text-center" data-testid="venue-management-for-venue-partners">
      <span aria-hidden="true" className="mx-auto flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-700 dark:bg-brand-900/50 dark:text-brand-200">
        <Building2 className="size-7" />
      </span>
      <h1 className="mt-4 text-2xl font-bold text-ink">{t('venues.manage.forPartnersTitle')}</h1>
      <p className="mt-2 text-ink-muted">{t('venues.manage.forPartnersBody')}</p>
      <div className="mt-5 flex flex-wrap justify-center gap-3">
        <Link to="/venues" className={buttonClasses('primary')}>
          {t('venues.manage.browse')}
        </Link>
        <Link to="/venue-partner" className={buttonClasses('secondary')}>
          {t('venues.manage.aboutPartners')}
        </Link>
      </div>
    </div>
  );
}
