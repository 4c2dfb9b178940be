import { Tabs } from 'radix-ui';
import { useSearchParams } from 'react-router';
import { Page } from '../../components/ui/page';
import { cn } from '../../lib/cn';
import { dirOf } from '../../../contracts/i18n/locales';
import { activeLocale, t } from '../../lib/i18n';
import { GeneralTab } from './general-tab';
import { PrivacyTab } from './privacy-tab';
import { SecurityTab } from './security-tab';

const TABS = [
  { value: 'general', label: 'settings.tabs.general', Panel: GeneralTab },
  { value: 'security', label: 'settings.tabs.security', Panel: SecurityTab },
  { value: 'privacy', label: 'settings.tabs.privacy', Panel: PrivacyTab },
] as const;
type TabValue = (typeof TABS)[number]['value'];
const isTab = (v: string | null): v is TabValue => TABS.some((tab) => tab.value === v);

/** /settings with General, Security and Privacy chosen by ?tab= (default general), docs/product.md §2. */
export default function SettingsPage() {
  const [params, setParams] = useSearchParams();
  const raw = params.get('tab');
  const tab: TabValue = isTab(raw) ? raw : 'general';

  const choose = (value: string) => {
    const next = new URLSearchParams(params);
    next.set('tab', value);
    setParams(next, { replace: true });
  };

  return (
    <Page title={t('settings.page.title')} intro={t('settings.page.intro')}>
      {/* Radix sets dir="ltr" on the tabs unless told: Arabic's tabs and panels read right to left. */}
      <Tabs.Root value={tab} onValueChange={choose} dir={dirOf(activeLocale())}>
        <Tabs.List aria-label={t('settings.page.sections')} className="mb-6 grid grid-cols-3 gap-1 rounded-2xl border border-line bg-surface-raised p-1 shadow-sm">
          {TABS.map((tab) => (
            <Tabs.Trigger
              key={tab.value}
              value={tab.value}
              className={cn(
                // Issue 27: the chosen tab reads at once at full contrast in both themes (white on
                // brand-700, 7.9:1): no colour fade through a paler in-between, hover keeps it white.
                'min-h-11 rounded-xl px-3 text-sm font-semibold text-ink-muted hover:text-ink',
                'data-[state=active]:bg-brand-700 data-[state=active]:text-white data-[state=active]:hover:text-white',
              )}
            >
              {t(tab.label)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {TABS.map(({ value, Panel }) => (
          <Tabs.Content key={value} value={value} className="outline-none">
            <Panel />
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </Page>
  );
}
