import { Building2, Globe2, HeartHandshake, ShieldCheck, Users } from 'lucide-react';
import { Link } from 'react-router';
import { Card } from '../../../components/ui/card';
import { Page } from '../../../components/ui/page';
import { CtaBand } from '../components/cta-band';
import { IconBubble, Prose, Section } from '../components/section';

const values = [
  { icon: Users, title: 'People first', body: 'Every meetup starts with someone who wants to make their city work better. We build for organisers and the people who turn up.' },
  { icon: Building2, title: 'Venues as partners', body: 'Venue owners decide what happens in their spaces. Every booking is a request they approve or reject, never a surprise.' },
  { icon: ShieldCheck, title: 'Trust by design', body: 'Real accounts, clear roles, admins who can step in, and data handled under UK GDPR.' },
  { icon: Globe2, title: 'Local, worldwide', body: 'The same tools work in Leeds, Lisbon or Toronto, so good ideas travel between cities.' },
];

export default function AboutPage() {
  return (
    <Page title="About Civic Connect" intro="We connect professionals and partner venues around the world so that civic meetups are easy to organise, easy to find and good to attend.">
      <Section id="story" title="Why we started">
        <Prose>
          <p>
            Civic Connect began with a simple frustration. Planners, engineers, public-health officers and community organisers all wanted to meet people doing the same
            work in other towns, but finding a room, agreeing a date and getting the word out took weeks of emails.
          </p>
          <p>
            Meanwhile, co-working spaces, libraries, cafés and town halls had rooms standing empty on weekday evenings. We built one place where both sides meet: professionals
            create and join meetups, and venue owners list their spaces and approve the bookings that suit them.
          </p>
        </Prose>
      </Section>

      <Section id="what-we-do" title="What Civic Connect does">
        <Prose>
          <p>
            <strong>Professional Partners</strong> create meetups, book partner venues and search for meetups near them. <strong>Venue Partners</strong> list spaces, receive
            booking requests and approve or reject them. <strong>Basic Members</strong> join for free to explore venues and the community before upgrading. A small team of
            administrators looks after accounts, partner profiles and announcements.
          </p>
        </Prose>
      </Section>

      <Section id="values" title="What we value" icon={HeartHandshake}>
        <ul className="grid gap-4 sm:grid-cols-2">
          {values.map((v) => (
            <li key={v.title}>
              <Card className="h-full">
                <IconBubble icon={v.icon} />
                <h3 className="mt-3 font-semibold text-ink">{v.title}</h3>
                <p className="mt-1 leading-7 text-ink-muted">{v.body}</p>
              </Card>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="company" title="The company">
        <Prose>
          <p>
            Civic Connect is run by Civic Connect Ltd, a company registered in England and Wales. We are a small, remote-first team based in the UK, working with venue partners
            across Europe, Africa, the Americas and Asia-Pacific.
          </p>
          <p>
            Journalists can find facts and logos in our <Link to="/press-kit">press kit</Link>, and we are always glad to hear from people who would like to{' '}
            <Link to="/careers">work with us</Link>.
          </p>
        </Prose>
      </Section>

      <CtaBand title="Bring your community together" primary={{ to: '/register', label: 'Join for free' }} secondary={{ to: '/how-it-works', label: 'See how it works' }}>
        Start as a Basic Member at no cost and upgrade when you are ready to host.
      </CtaBand>
    </Page>
  );
}
