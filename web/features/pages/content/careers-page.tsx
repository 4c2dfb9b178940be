import { Clock, Laptop, MapPin, Sparkles } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { Page } from '../../../components/ui/page';
import { BulletList, Prose, Section } from '../components/section';

const CAREERS_EMAIL = 'careers@civicconnect.example';

const roles = [
  {
    title: 'Senior Full-Stack Engineer',
    team: 'Product engineering',
    place: 'Remote (UK)',
    hours: 'Full time',
    body: 'Build the meetup and venue booking flows in TypeScript, React and PostgreSQL, from database migrations to accessible interfaces that work on any phone.',
  },
  {
    title: 'Venue Partnerships Manager',
    team: 'Partnerships',
    place: 'Hybrid, Manchester',
    hours: 'Full time',
    body: 'Grow our network of co-working spaces, libraries and civic halls across the UK and Europe, and help new Venue Partners get their first bookings.',
  },
  {
    title: 'Community Support Specialist',
    team: 'Member support',
    place: 'Remote (UK)',
    hours: 'Part time, 3 days a week',
    body: 'Answer members and venue owners, review reports against our community guidelines, and turn what you hear into improvements to our guides.',
  },
];

export default function CareersPage() {
  return (
    <Page title="Careers" intro="Help professionals and venues around the world meet, share ideas and improve their cities. We are a small, remote-first team based in the UK.">
      <Section id="why" title="Working at Civic Connect" icon={Sparkles}>
        <BulletList
          items={[
            '30 days’ holiday plus UK bank holidays, and your birthday off.',
            'Remote-first with a co-working allowance, so you can work from one of our partner venues.',
            'A £1,000 yearly learning budget and time to attend meetups and conferences.',
            'Enhanced parental leave and flexible hours around school runs and caring.',
          ]}
        />
      </Section>

      <Section id="roles" title="Open roles">
        <ul className="space-y-4">
          {roles.map((r) => (
            <li key={r.title}>
              <Card>
                <Badge tone="neutral">{r.team}</Badge>
                <h3 className="mt-2 text-lg font-semibold text-ink">{r.title}</h3>
                <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-ink-muted">
                  <span className="inline-flex items-center gap-1.5">
                    <MapPin aria-hidden="true" className="h-4 w-4" />
                    {r.place}
                  </span>
                  <span className="inline-flex items-center gap-1.5">
                    <Clock aria-hidden="true" className="h-4 w-4" />
                    {r.hours}
                  </span>
                </p>
                <p className="mt-3 leading-7 text-ink-muted">{r.body}</p>
                <a
                  href={`mailto:${CAREERS_EMAIL}?subject=${encodeURIComponent(`Application: ${r.title}`)}`}
                  className="mt-3 inline-block font-semibold text-brand-700 underline-offset-2 hover:underline dark:text-brand-300"
                >
                  Apply for {r.title}
                </a>
              </Card>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="apply" title="How to apply" icon={Laptop}>
        <Prose>
          <p>
            Email your CV and a few lines about why the role interests you to <a href={`mailto:${CAREERS_EMAIL}`}>{CAREERS_EMAIL}</a>. We reply to every application within
            ten working days. Interviews are held by video and take no more than three hours in total, and we are happy to make adjustments for any part of the process.
          </p>
          <p>Do not see the right role? Send a speculative application and tell us what you would like to work on.</p>
        </Prose>
      </Section>
    </Page>
  );
}
