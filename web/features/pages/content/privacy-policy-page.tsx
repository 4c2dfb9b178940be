import { Link } from 'react-router';
import { LegalPage, PRIVACY_EMAIL, type LegalSection } from '../components/legal-page';

const mail = <a href={`mailto:${PRIVACY_EMAIL}`}>{PRIVACY_EMAIL}</a>;

const sections: LegalSection[] = [
  {
    id: 'who-we-are',
    title: 'Who we are',
    body: (
      <p>
        Civic Connect is operated by Civic Connect Ltd, a company registered in England and Wales. We are the data controller for the personal data described in this policy.
        You can contact us about privacy at any time at {mail}.
      </p>
    ),
  },
  {
    id: 'what-we-collect',
    title: 'The data we collect',
    body: (
      <ul>
        <li><strong>Account details:</strong> your name, email address and a one-way hash of your password.</li>
        <li><strong>Profile details:</strong> your photo, interests, country, membership tier, membership number and the date you joined.</li>
        <li><strong>Activity:</strong> meetups you create or join, venues you list, booking decisions, ratings and comments, and your notifications.</li>
        <li><strong>Partner profiles:</strong> for Venue Partners, your organisation’s name, logo, bio, website, city, country and sector.</li>
        <li><strong>Payments:</strong> whether your subscription is active. Card details are handled by our payment provider and never reach our servers.</li>
        <li><strong>Location:</strong> only when you use nearby search. A postcode or place you type is sent to our geocoding provider; your device location is used for that search and is not stored on your profile.</li>
        <li><strong>Messages:</strong> what you send us through the contact form, and records of the emails we send you.</li>
        <li><strong>Technical data:</strong> IP address, browser type and error logs, kept for security and to fix problems.</li>
      </ul>
    ),
  },
  {
    id: 'how-we-use',
    title: 'How we use your data and our lawful bases',
    body: (
      <ul>
        <li><strong>To provide the service</strong> (contract): your account, meetups, venue listings, bookings, reminders and notifications.</li>
        <li><strong>To take payments</strong> (contract and legal obligation): subscriptions and the records tax law requires us to keep.</li>
        <li><strong>To keep the service safe</strong> (legitimate interests): preventing spam and abuse, investigating reports and securing accounts.</li>
        <li><strong>To improve the service</strong> (legitimate interests): aggregated statistics such as the number of members, venues and meetups.</li>
        <li><strong>Announcements</strong> (consent or legitimate interests): you can switch these off at any time in Settings.</li>
      </ul>
    ),
  },
  {
    id: 'who-sees',
    title: 'Who can see your data',
    body: (
      <>
        <p>
          Other members can see your name and photo on your profile and on meetups you organise or attend. Venue pages show the owner’s name, and a contact email only if the venue owner enters one for that venue (never their sign-in address). Published
          partner pages are public. Our administrators can see account details to provide support and enforce our <Link to="/community-guidelines">community guidelines</Link>.
        </p>
        <p>
          We use carefully chosen processors for hosting, email delivery, payments and geocoding. They act only on our instructions. We never sell your personal data or share
          it with advertisers.
        </p>
      </>
    ),
  },
  {
    id: 'transfers',
    title: 'International transfers',
    body: (
      <p>
        Some processors may handle data outside the UK. When they do, we rely on UK adequacy regulations or the International Data Transfer Agreement and the UK Addendum to
        the EU Standard Contractual Clauses to protect it.
      </p>
    ),
  },
  {
    id: 'retention',
    title: 'How long we keep data',
    body: (
      <p>
        We keep your account data while your account is open. When you delete your account we remove your profile and personal data within 30 days, except payment records,
        which we keep for six years to meet UK tax law, and backups, which expire within a further 35 days. Email delivery logs are kept for 12 months.
      </p>
    ),
  },
  {
    id: 'your-rights',
    title: 'Your rights',
    body: (
      <>
        <p>
          You have the right to access, correct, delete, restrict or object to the use of your personal data, and to receive it in a portable format. You can download your
          data or delete your account yourself under Settings, Privacy. Read more on our <Link to="/gdpr-compliance">GDPR compliance</Link> page.
        </p>
        <p>
          If you are unhappy with how we handle your data, please contact us first at {mail}. You also have the right to complain to the Information Commissioner’s Office
          (ico.org.uk, 0303 123 1113).
        </p>
      </>
    ),
  },
  {
    id: 'cookies',
    title: 'Cookies and local storage',
    body: (
      <p>
        We use only the storage needed to keep you signed in and remember your choices, such as the theme. There are no advertising or tracking cookies. See our{' '}
        <Link to="/cookie-policy">Cookie Policy</Link>.
      </p>
    ),
  },
  {
    id: 'children',
    title: 'Children',
    body: <p>Civic Connect is for professionals aged 18 and over. We do not knowingly collect data from children.</p>,
  },
  {
    id: 'changes',
    title: 'Changes to this policy',
    body: <p>If we make significant changes we will tell you by email or in the app before they take effect. The date at the top shows when this policy last changed.</p>,
  },
];

export default function PrivacyPolicyPage() {
  return <LegalPage title="Privacy Policy" intro="How Civic Connect Ltd collects, uses and protects your personal data." sections={sections} />;
}
