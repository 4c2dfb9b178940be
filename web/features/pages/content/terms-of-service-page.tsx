import { t } from '../../../lib/i18n';
import { LegalList, LegalPage, legalText, type LegalSection } from '../components/legal-page';

// Built at render time: the texts come from the catalogue of the active language.
const sections = (): LegalSection[] => [
  { id: 'agreement', title: t('pages.terms.agreement'), body: <p>{legalText('pages.terms.agreementBody')}</p> },
  { id: 'accounts', title: t('pages.terms.accounts'), body: <LegalList items={['pages.terms.accounts1', 'pages.terms.accounts2', 'pages.terms.accounts3']} /> },
  {
    id: 'memberships',
    title: t('pages.terms.memberships'),
    body: (
      <>
        <p>{legalText('pages.terms.memberships1')}</p>
        <p>{legalText('pages.terms.memberships2')}</p>
      </>
    ),
  },
  {
    id: 'meetups-and-bookings',
    title: t('pages.terms.meetups'),
    body: <LegalList items={['pages.terms.meetups1', 'pages.terms.meetups2', 'pages.terms.meetups3', 'pages.terms.meetups4']} />,
  },
  { id: 'content', title: t('pages.terms.content'), body: <p>{legalText('pages.terms.contentBody')}</p> },
  { id: 'acceptable-use', title: t('pages.terms.acceptableUse'), body: <LegalList items={['pages.terms.acceptableUse1', 'pages.terms.acceptableUse2', 'pages.terms.acceptableUse3']} /> },
  { id: 'suspension', title: t('pages.terms.suspension'), body: <p>{legalText('pages.terms.suspensionBody')}</p> },
  { id: 'liability', title: t('pages.terms.liability'), body: <p>{legalText('pages.terms.liabilityBody')}</p> },
  { id: 'law', title: t('pages.terms.law'), body: <p>{legalText('pages.terms.lawBody')}</p> },
];

export default function TermsOfServicePage() {
  return <LegalPage title={t('pages.terms.title')} intro={t('pages.terms.intro')} sections={sections()} />;
}
