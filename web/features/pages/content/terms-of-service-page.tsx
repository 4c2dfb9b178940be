import { Link } from 'react-router';
import { LegalPage, type LegalSection } from '../components/legal-page';
import { professionalPrice } from '../components/tiers';

const sections: LegalSection[] = [
  {
    id: 'agreement',
    title: 'About these terms',
    body: (
      <p>
        These terms are an agreement between you and Civic Connect Ltd, a company registered in England and Wales (“we”, “us”). By creating an account or using Civic
        Connect you accept them. Please also read our <Link to="/privacy-policy">Privacy Policy</Link> and <Link to="/community-guidelines">Community guidelines</Link>.
      </p>
    ),
  },
  {
    id: 'accounts',
    title: 'Your account',
    body: (
      <ul>
        <li>You must be at least 18 and give accurate details, including your real name.</li>
        <li>Keep your password secure. You are responsible for activity on your account.</li>
        <li>One person, one account. Accounts cannot be transferred or sold.</li>
      </ul>
    ),
  },
  {
    id: 'memberships',
    title: 'Memberships and payment',
    body: (
      <>
        <p>
          Basic Member is free. Professional Partner costs {professionalPrice()} per year, including VAT where it applies, and renews each year unless you cancel. Venue Partner
          has no listing fee. We will give you at least 30 days’ notice of any price change before your next renewal.
        </p>
        <p>
          You can cancel at any time; your account returns to Basic Member. If you cancel within 14 days of your first payment, we refund it in full. After that, the
          membership runs to the end of the paid year and is not refunded, unless the law requires otherwise.
        </p>
      </>
    ),
  },
  {
    id: 'meetups-and-bookings',
    title: 'Meetups and venue bookings',
    body: (
      <ul>
        <li>Organisers are responsible for their meetups, including accurate descriptions and keeping to the venue’s rules and capacity.</li>
        <li>Every booking request is subject to the venue owner’s approval. Any hire fee or extra terms are agreed between the organiser and the venue.</li>
        <li>Venue Partners must be entitled to hire out the spaces they list, and must keep listings accurate, safe and compliant with local law.</li>
        <li>Civic Connect introduces organisers and venues. We are not a party to hire agreements between them and do not run the meetups.</li>
      </ul>
    ),
  },
  {
    id: 'content',
    title: 'Your content',
    body: (
      <p>
        You keep ownership of the photos, descriptions, ratings and other content you post. You give us a worldwide, non-exclusive licence to host and display it in order to
        run and promote Civic Connect, which ends when you delete the content or your account. Do not post anything you do not have the right to share.
      </p>
    ),
  },
  {
    id: 'acceptable-use',
    title: 'Acceptable use',
    body: (
      <ul>
        <li>No harassment, discrimination, spam, scams or unlawful content.</li>
        <li>No scraping, automated account creation or attempts to break or overload the service.</li>
        <li>No impersonating other people or organisations.</li>
      </ul>
    ),
  },
  {
    id: 'suspension',
    title: 'Suspension and closure',
    body: (
      <p>
        We may suspend or close accounts that break these terms or put others at risk, and will explain why unless the law or safety prevents it. You can close your account at
        any time in Settings.
      </p>
    ),
  },
  {
    id: 'liability',
    title: 'Our liability',
    body: (
      <p>
        We provide Civic Connect with reasonable care and skill but cannot guarantee it will always be available or error-free. We are not responsible for the conduct of
        members or venues, or for losses that were not foreseeable. Nothing in these terms limits liability for death or personal injury caused by negligence, for fraud, or
        any other liability that cannot be limited by law, and your statutory rights as a consumer are not affected.
      </p>
    ),
  },
  {
    id: 'law',
    title: 'Changes, law and contact',
    body: (
      <p>
        We will give you notice of material changes to these terms. They are governed by the law of England and Wales, and the courts of England and Wales have
        jurisdiction, although consumers in Scotland or Northern Ireland may also use their local courts. Questions? <Link to="/contact-us">Contact us</Link>.
      </p>
    ),
  },
];

export default function TermsOfServicePage() {
  return <LegalPage title="Terms of Service" intro="The terms that apply when you use Civic Connect as a member, organiser or venue partner." sections={sections} />;
}
