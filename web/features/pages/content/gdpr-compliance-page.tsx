import { Link } from 'react-router';
import { LegalPage, PRIVACY_EMAIL, type LegalSection } from '../components/legal-page';

const mail = <a href={`mailto:${PRIVACY_EMAIL}`}>{PRIVACY_EMAIL}</a>;

const sections: LegalSection[] = [
  {
    id: 'commitment',
    title: 'Our commitment',
    body: (
      <p>
        Civic Connect Ltd complies with the UK General Data Protection Regulation (UK GDPR) and the Data Protection Act 2018. Where we serve members in the European Economic
        Area, we also apply the EU GDPR. Civic Connect Ltd is the data controller for member data.
      </p>
    ),
  },
  {
    id: 'rights',
    title: 'Your rights and how to use them',
    body: (
      <ul>
        <li><strong>Access and portability:</strong> download a copy of your data as a file under Settings, Privacy, “Download my data”.</li>
        <li><strong>Correction:</strong> change your name, photo, interests and country on your profile at any time.</li>
        <li><strong>Erasure:</strong> delete your account under Settings, Privacy, “Delete my account”.</li>
        <li><strong>Objection and restriction:</strong> switch off emails and notifications in Settings, or ask us to stop a particular use of your data.</li>
        <li><strong>Anything else:</strong> email {mail}. We reply within one month and never charge for reasonable requests.</li>
      </ul>
    ),
  },
  {
    id: 'principles',
    title: 'How we put the principles into practice',
    body: (
      <ul>
        <li><strong>Data minimisation:</strong> we ask only for what the service needs. Country and interests are optional.</li>
        <li><strong>Security:</strong> passwords are hashed, connections are encrypted, sessions expire, and uploaded images have hidden metadata such as GPS tags removed.</li>
        <li><strong>Access control:</strong> each member sees only what their role allows, enforced on our servers, and administrator actions are limited to support and safety.</li>
        <li><strong>Your choices respected:</strong> we send an email only when your preferences allow that type of message.</li>
      </ul>
    ),
  },
  {
    id: 'processors',
    title: 'Processors and transfers',
    body: (
      <p>
        Our hosting, email, payment and geocoding providers process data under written agreements that meet Article 28. Transfers outside the UK rely on adequacy regulations
        or the International Data Transfer Agreement.
      </p>
    ),
  },
  {
    id: 'breaches',
    title: 'Data breaches',
    body: (
      <p>
        If a breach puts your data at risk we will report it to the Information Commissioner’s Office within 72 hours where required, and tell you without undue delay if it
        is likely to affect you.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact and complaints',
    body: (
      <p>
        Contact our privacy team at {mail}. You can also complain to the Information Commissioner’s Office at ico.org.uk. Full details are in our{' '}
        <Link to="/privacy-policy">Privacy Policy</Link>.
      </p>
    ),
  },
];

export default function GdprCompliancePage() {
  return <LegalPage title="GDPR compliance" intro="How Civic Connect meets UK data protection law, and how you can use your rights." sections={sections} />;
}
