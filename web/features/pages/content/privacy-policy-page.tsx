import { t } from '../../../lib/i18n';
import { LegalList, LegalPage, legalText, type LegalSection } from '../components/legal-page';

// Built at render time: the texts come from the catalogue of the active language.
const sections = (): LegalSection[] => [
  { id: 'who-we-are', title: t('pages.privacy.whoWeAre'), body: <p>{legalText('pages.privacy.whoWeAreBody')}</p> },
  {
    id: 'what-we-collect',
    title: t('pages.privacy.collect'),
    body: (
      <LegalList
        items={[
          'pages.privacy.collectAccount',
          'pages.privacy.collectProfile',
          'pages.privacy.collectActivity',
          'pages.privacy.collectPartner',
          'pages.privacy.collectPayments',
          'pages.privacy.collectLocation',
          'pages.privacy.collectMessages',
          'pages.privacy.collectTechnical',
        ]}
      />
    ),
  },
  {
    id: 'how-we-use',
    title: t('pages.privacy.use'),
    body: <LegalList items={['pages.privacy.useProvide', 'pages.privacy.usePayments', 'pages.privacy.useSafe', 'pages.privacy.useImprove', 'pages.privacy.useAnnouncements']} />,
  },
  {
    id: 'who-sees',
    title: t('pages.privacy.whoSees'),
    body: (
      <>
        <p>{legalText('pages.privacy.whoSees1')}</p>
        <p>{legalText('pages.privacy.whoSees2')}</p>
      </>
    ),
  },
  { id: 'transfers', title: t('pages.privacy.transfers'), body: <p>{legalText('pages.privacy.transfersBody')}</p> },
  { id: 'retention', title: t('pages.privacy.retention'), body: <p>{legalText('pages.privacy.retentionBody')}</p> },
  {
    id: 'your-rights',
    title: t('pages.privacy.rights'),
    body: (
      <>
        <p>{legalText('pages.privacy.rights1')}</p>
        <p>{legalText('pages.privacy.rights2')}</p>
      </>
    ),
  },
  { id: 'cookies', title: t('pages.privacy.cookies'), body: <p>{legalText('pages.privacy.cookiesBody')}</p> },
  { id: 'children', title: t('pages.privacy.children'), body: <p>{legalText('pages.privacy.childrenBody')}</p> },
  { id: 'changes', title: t('pages.privacy.changes'), body: <p>{legalText('pages.privacy.changesBody')}</p> },
];

export default function PrivacyPolicyPage() {
  return <LegalPage title={t('pages.privacy.title')} intro={t('pages.privacy.intro')} sections={sections()} />;
}
