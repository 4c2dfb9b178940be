import { Bell, Building2, Download, Mail, ScrollText, ShieldAlert, Users, Wrench } from 'lucide-react';
import { Tabs } from 'radix-ui';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button, buttonClasses } from '../../components/ui/button';
import { useToast } from '../../components/ui/toast';
import { cn } from '../../lib/cn';
import { dirOf } from '../../../contracts/i18n/locales';
import { activeLocale, t } from '../../lib/i18n';
import { AdminOnly, useAdminAccess } from './admin-access';
import { downloadNewsletterCsv } from './api';
import { EmailLogsTab } from './email-logs-tab';
import { EmailTab } from './email-tab';
import { useModerationQueue } from './moderation-api';
import { ModerationTab } from './moderation-tab';
import { NotificationsTab } from './notifications-tab';
import { PartnersTab } from './partners-tab';
import { UsersTab } from './users-tab';

/** docs/product.md §2: tabs users, partners, notifications, email, emailLogs. */
const TABS = [
  { value: 'users', label: 'admin.tabs.users', Icon: Users, Panel: UsersTab },
  { value: 'partners', label: 'admin.tabs.partners', Icon: Building2, Panel: PartnersTab },
  { value: 'notifications', label: 'admin.tabs.notifications', Icon: Bell, Panel: NotificationsTab },
  { value: 'email', label: 'admin.tabs.email', Icon: Mail, Panel: EmailTab },
  { value: 'emailLogs', label: 'admin.tabs.emailLogs', Icon: ScrollText, Panel: EmailLogsTab },
  // Issue 26: open reports of members and messages.
  { value: 'moderation', label: 'admin.tabs.moderation', Icon: ShieldAlert, Panel: ModerationTab },
] as const;
type TabValue = (typeof TABS)[number]['value'];
const isTab = (v: string | null): v is TabValue => TABS.some((tab) => tab.value === v);

/** /admin: the admin dashboard (docs/product.md §2 "Admin dashboard"). */
export default function AdminPage() {
  return (
    <AdminOnly>
      <Dashboard />
    </AdminOnly>
  );
}

function Dashboard() {
  const [params, setParams] = useSearchParams();
  const raw = params.get('tab');
  const tab: TabValue = isTab(raw) ? raw : 'users';
  // Only admins get here, but the action buttons still check (docs/product.md §2: disabled for non-admins).
  const canAct = useAdminAccess() === 'admin';
  const { toast } = useToast();
  const openReports = useModerationQueue(canAct).data?.open_count ?? 0;
  // On a phone the tab row scrolls sideways: a link to a later tab (?tab=moderation) shows it.
  // The row itself is scrolled (not scrollIntoView, which also pans a phone's page sideways).
  const tabRow = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const row = tabRow.current;
    const active = row?.querySelector('[data-state="active"]');
    if (!row || !active) return;
    const [r, a] = [row.getBoundingClientRect(), active.getBoundingClientRect()];
    if (a.right > r.right) row.scrollLeft += a.right - r.right + 16;
    else if (a.left < r.left) row.scrollLeft -= r.left - a.left + 16;
  }, [tab]);

  const choose = (value: string) => {
    const next = new URLSearchParams(params);
    next.set('tab', value);
    setParams(next, { replace: true });
  };

  return (
    <div className="mx-auto max-w-6xl px-4 pt-6 pb-12 sm:px-6 sm:pt-10">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">{t('admin.page.title')}</h1>
          <p className="mt-1.5 text-ink-muted">{t('admin.page.intro')}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            disabled={!canAct}
            onClick={() => void downloadNewsletterCsv().catch((err: Error) => toast({ type: 'error', title: t('admin.page.exportFailed'), message: err.message }))}
          >
            <Download aria-hidden="true" className="size-4" /> {t('admin.page.newsletter')}
          </Button>
          <Link to="/admin/email-tools" className={buttonClasses('secondary', 'md')}>
            <Wrench aria-hidden="true" className="size-4" /> {t('admin.page.emailTools')}
          </Link>
        </div>
      </header>

      {/* Radix sets dir="ltr" on the tabs unless told: Arabic's tabs and panels read right to left. */}
      <Tabs.Root value={tab} onValueChange={choose} className="mt-6" dir={dirOf(activeLocale())}>
        <div ref={tabRow} className="-mx-4 overflow-x-auto px-4 pb-1 [scrollbar-width:none] sm:mx-0 sm:px-0 [&::-webkit-scrollbar]:hidden">
          <Tabs.List aria-label={t('admin.page.sections')} className="inline-flex min-w-full gap-1 rounded-2xl border border-line bg-surface-raised p-1 shadow-sm sm:min-w-0">
            {TABS.map(({ value, label, Icon }) => (
              <Tabs.Trigger
                key={value}
                value={value}
                className={cn(
                  'inline-flex min-h-11 shrink-0 items-center gap-2 rounded-xl px-3.5 text-sm font-semibold whitespace-nowrap text-ink-muted transition-colors hover:text-ink',
                  'data-[state=active]:bg-brand-700 data-[state=active]:text-white dark:data-[state=active]:bg-brand-600',
                )}
              >
                <Icon aria-hidden="true" className="size-4" />
                {t(label)}
                {value === 'moderation' && openReports > 0 && (
                  // `relative` keeps the sr-only text inside the scrolling tab row (else it widens a phone's page).
                  <span className="relative rounded-full bg-red-600 px-1.5 py-px text-xs leading-4 font-bold text-white tabular-nums" data-testid="open-reports-badge">
                    {openReports}
                    <span className="sr-only"> {t('admin.page.open')}</span>
                  </span>
                )}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
        </div>
        {TABS.map(({ value, Panel }) => (
          <Tabs.Content key={value} value={value} className="mt-6 outline-none sm:rounded-card sm:border sm:border-line sm:bg-surface-raised sm:p-6 sm:shadow-sm">
            <Panel canAct={canAct} />
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </div>
  );
}
