import { STORAGE_KEYS } from '../../../../contracts/constants';
import type { MessageId } from '../../../../contracts/i18n/messages';
import { t } from '../../../lib/i18n';
import { LegalPage, legalText, type LegalSection } from '../components/legal-page';

// The stored items' names are code (the keys in the browser), the same in every language.
const items: { name: string; kind: MessageId; purpose: MessageId; lasts: MessageId }[] = [
  { name: 'cc-auth', kind: 'pages.cookies.local', purpose: 'pages.cookies.authPurpose', lasts: 'pages.cookies.untilSignOut' },
  { name: 'cc-profile-cache', kind: 'pages.cookies.local', purpose: 'pages.cookies.profilePurpose', lasts: 'pages.cookies.fiveMinutes' },
  { name: STORAGE_KEYS.theme, kind: 'pages.cookies.local', purpose: 'pages.cookies.themePurpose', lasts: 'pages.cookies.untilChangeIt' },
  { name: STORAGE_KEYS.allowDesktop, kind: 'pages.cookies.local', purpose: 'pages.cookies.desktopPurpose', lasts: 'pages.cookies.untilClear' },
  { name: STORAGE_KEYS.pwaPromptDismissed, kind: 'pages.cookies.session', purpose: 'pages.cookies.installPurpose', lasts: 'pages.cookies.untilCloseTab' },
  { name: STORAGE_KEYS.iosDismissedUntil, kind: 'pages.cookies.local', purpose: 'pages.cookies.iosPurpose', lasts: 'pages.cookies.sevenDays' },
  { name: STORAGE_KEYS.meetupsTabSpotlight, kind: 'pages.cookies.local', purpose: 'pages.cookies.spotlightPurpose', lasts: 'pages.cookies.untilClear' },
  { name: 'cc-notification-…', kind: 'pages.cookies.local', purpose: 'pages.cookies.notificationPurpose', lasts: 'pages.cookies.untilChangeThem' },
];

// Built at render time: the texts come from the catalogue of the active language.
const sections = (): LegalSection[] => [
  { id: 'summary', title: t('pages.cookies.summary'), body: <p>{legalText('pages.cookies.summaryBody')}</p> },
  {
    id: 'what-we-store',
    title: t('pages.cookies.store'),
    body: (
      <ul className="!ms-0 !list-none space-y-3">
        {items.map((i) => (
          <li key={i.name} className="!ms-0 rounded-xl border border-line bg-surface-raised p-4">
            <code dir="ltr" className="rounded bg-surface-sunken px-1.5 py-0.5 text-sm">
              {i.name}
            </code>
            <span className="ms-2 text-sm text-ink-muted">{t(i.kind)}</span>
            <p className="mt-1">{t(i.purpose)}</p>
            <p className="text-sm text-ink-muted">{t('pages.cookies.kept', { lasts: t(i.lasts) })}</p>
          </li>
        ))}
      </ul>
    ),
  },
  { id: 'offline', title: t('pages.cookies.offline'), body: <p>{legalText('pages.cookies.offlineBody')}</p> },
  { id: 'control', title: t('pages.cookies.control'), body: <p>{legalText('pages.cookies.controlBody')}</p> },
  { id: 'contact', title: t('pages.cookies.questions'), body: <p>{legalText('pages.cookies.questionsBody')}</p> },
];

export default function CookiePolicyPage() {
  return <LegalPage title={t('pages.cookies.title')} intro={t('pages.cookies.intro')} sections={sections()} />;
}
