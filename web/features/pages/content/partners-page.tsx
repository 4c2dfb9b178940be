import { Handshake, Megaphone, ShieldCheck } from 'lucide-react';
import { Card } from '../../../components/ui/card';
import { Page } from '../../../components/ui/page';
import { CtaBand } from '../components/cta-band';
import { IconBubble, Section } from '../components/section';
import { PartnersList } from './partners-list';

const reasons = [
  { icon: Handshake, title: 'Bookings on your terms', body: 'Every meetup is a request. You approve or reject it, and you set your own default rate.' },
  { icon: Megaphone, title: 'A page of your own', body: 'A published partner page with your logo, story, location and venues, ready to share.' },
  { icon: ShieldCheck, title: 'Accountable organisers', body: 'Meetups are created by Professional Partners with named accounts, so you always know who is asking.' },
];

export default function PartnersPage() {
  return (
    <Page
      wide
      title="Our partners"
      intro="Co-working spaces, libraries, civic halls, hotels and cafés around the world host Civic Connect meetups. Meet the venue partners who open their doors to our community."
    >
      <Section id="directory" title="Published venue partners" intro="Select a partner to see their profile and the venues they list.">
        <PartnersList />
      </Section>

      <Section id="why" title="Why venues partner with us" className="mt-12">
        <ul className="grid gap-4 md:grid-cols-3">
          {reasons.map((r) => (
            <li key={r.title}>
              <Card className="h-full">
                <IconBubble icon={r.icon} />
                <h3 className="mt-3 font-semibold text-ink">{r.title}</h3>
                <p className="mt-1 leading-7 text-ink-muted">{r.body}</p>
              </Card>
            </li>
          ))}
        </ul>
      </Section>

      <CtaBand title="Have a space people could meet in?" primary={{ to: '/venue-partner', label: 'Become a Venue Partner' }} secondary={{ to: '/contact-us', label: 'Talk to us' }}>
        Listing is free. Add your venues, receive booking requests and decide which meetups you host.
      </CtaBand>
    </Page>
  );
}
