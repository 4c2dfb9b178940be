import { Building2, LifeBuoy, Mail, Newspaper } from 'lucide-react';
import { Link } from 'react-router';
import { ContactForm } from '../../../components/contact-form';
import { Card } from '../../../components/ui/card';
import { Page } from '../../../components/ui/page';
import { IconBubble, Section } from '../components/section';

const routes = [
  { icon: LifeBuoy, title: 'Help with your account', body: 'Most answers are already in the Help Centre and FAQs.', link: { to: '/help-center', label: 'Visit the Help Centre' } },
  { icon: Building2, title: 'Venues and partnerships', body: 'Listing several spaces or want a higher venue limit? Tell us about your venues below.', link: { to: '/venue-partner', label: 'About Venue Partner' } },
  { icon: Newspaper, title: 'Press enquiries', body: 'Facts, logos and our press contact are in the press kit.', link: { to: '/press-kit', label: 'Open the press kit' } },
];

export default function ContactUsPage() {
  return (
    <Page title="Contact us" intro="Questions about meetups, venues or your membership? Send us a message and the Civic Connect support team will reply within two working days.">
      <Card className="p-5 sm:p-8">
        <h2 className="mb-5 flex items-center gap-3 text-xl font-bold text-ink">
          <IconBubble icon={Mail} />
          Send us a message
        </h2>
        <ContactForm />
        <p className="mt-5 text-sm text-ink-muted">
          We use your details only to answer your message. See our <Link to="/privacy-policy" className="font-semibold text-brand-700 underline dark:text-brand-300">Privacy Policy</Link>.
        </p>
      </Card>

      <Section id="other-ways" title="Other ways we can help">
        <ul className="grid gap-4 sm:grid-cols-3">
          {routes.map((r) => (
            <li key={r.title}>
              <Card className="h-full p-4">
                <IconBubble icon={r.icon} />
                <h3 className="mt-3 font-semibold text-ink">{r.title}</h3>
                <p className="mt-1 text-sm leading-6 text-ink-muted">{r.body}</p>
                <Link to={r.link.to} className="mt-3 inline-block text-sm font-semibold text-brand-700 underline-offset-2 hover:underline dark:text-brand-300">
                  {r.link.label}
                </Link>
              </Card>
            </li>
          ))}
        </ul>
      </Section>
    </Page>
  );
}
