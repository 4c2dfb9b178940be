import { t } from '../../../lib/i18n';
import { LegalList, LegalPage, legalText, type LegalSection } from '../components/legal-page';

// Built at render time: the texts come from the catalogue of the active language.
const sections = (): LegalSection[] => [
  { id: 'commitment', title: t('pages.gdpr.commitment'), body: <p>{legalText('pages.gdpr.commitmentBody')}</p> },
  {
    id: 'rights',
    title: t('pages.gdpr.rights'),
    body: <LegalList items={['pages.gdpr.rightsAccess', 'pages.gdpr.rightsCorrection', 'pages.gdpr.rightsErasure', 'pages.gdpr.rightsObjection', 'pages.gdpr.rightsOther']} />,
  },
  {
    id: 'principles',
    title: t('pages.gdpr.principles'),
    body: <LegalList items={['pages.gdpr.principlesMinimisation', 'pages.gdpr.principlesSecurity', 'pages.gdpr.principlesAccess', 'pages.gdpr.principlesChoices']} />,
  },
  { id: 'processors', title: t('pages.gdpr.processors'), body: <p>{legalText('pages.gdpr.processorsBody')}</p> },
  { id: 'breaches', title: t('pages.gdpr.breaches'), body: <p>{legalText('pages.gdpr.breachesBody')}</p> },
  { id: 'contact', title: t('pages.gdpr.contact'), body: <p>{legalText('pages.gdpr.contactBody')}</p> },
];

export default function GdprCompliancePage() {
  return <LegalPage title={t('pages.gdpr.title')} intro={t('pages.gdpr.intro')} sections={sections()} />;
}
