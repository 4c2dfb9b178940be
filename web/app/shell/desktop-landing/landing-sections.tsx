import { Bell, Building2, CalendarDays, Check, ClipboardCheck, Globe2, MapPin, Star } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn';

function Section({ id, title, intro, children, tinted }: { id: string; title: string; intro: string; children: ReactNode; tinted?: boolean }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={cn('scroll-mt-20 py-20', tinted && 'border-y border-line bg-surface-raised')}>
      <div className="mx-auto max-w-7xl px-8">
        <h2 id={`${id}-title`} className="text-3xl font-bold tracking-tight text-ink">
          {title}
        </h2>
        <p className="mt-3 max-w-2xl text-lg text-ink-muted">{intro}</p>
        <div className="mt-10">{children}</div>
      </div>
    </section>
  );
}

const FEATURES = [
  { Icon: CalendarDays, title: 'Global meetups', text: 'Create a meetup in minutes, pick a partner venue and watch your attendee list fill up. Join others with one tap.' },
  { Icon: Building2, title: 'Worldwide venues', text: 'Browse rated spaces by capacity, amenities and location, from boardrooms in Manchester to rooftops in Lisbon.' },
  { Icon: MapPin, title: 'Nearby in a tap', text: 'Find meetups within 1 to 50 km of where you stand, or of any postcode or place you choose.' },
  { Icon: Bell, title: 'Always in the loop', text: 'Instant notifications when a booking is approved, a meetup fills up or plans change.' },
];

export function TheAppSection() {
  return (
    <Section id="the-app" title="The App" intro="Everything you need to meet with purpose, designed for the phone in your pocket.">
      <ul className="grid grid-cols-4 gap-5">
        {FEATURES.map(({ Icon, title, text }) => (
          <li key={title} className="rounded-card border border-line bg-surface-raised p-6 shadow-sm">
            <span className="flex size-11 items-center justify-center rounded-xl bg-brand-100 text-brand-800 dark:bg-brand-900/60 dark:text-brand-100">
              <Icon aria-hidden="true" className="size-5" />
            </span>
            <h3 className="mt-4 font-semibold text-ink">{title}</h3>
            <p className="mt-2 text-sm leading-relaxed text-ink-muted">{text}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}

const VENUE_POINTS = [
  { Icon: ClipboardCheck, text: 'Approve or decline booking requests in one tap, with a reason when you say no.' },
  { Icon: Globe2, text: 'Publish a partner page with your logo, story and every venue you run.' },
  { Icon: Building2, text: 'Set a default rate for each space and override it for a particular meetup.' },
  { Icon: Star, text: 'Collect ratings and comments from the professionals who met there.' },
];

export function VenuesSection() {
  return (
    <Section id="venues" title="For venues and partners" intro="Fill your rooms with professionals who turn up. Civic Connect puts your spaces in front of organisers worldwide." tinted>
      <ul className="grid grid-cols-2 gap-x-10 gap-y-6">
        {VENUE_POINTS.map(({ Icon, text }) => (
          <li key={text} className="flex items-start gap-4">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-emerald-100 text-emerald-800 dark:bg-emerald-900/50 dark:text-emerald-200">
              <Icon aria-hidden="true" className="size-5" />
            </span>
            <p className="pt-2 text-ink">{text}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}

const PLANS = [
  { name: 'Basic Member', price: 'Free', note: 'for everyone', features: ['Browse the community and partner directory', 'Read guides and venue partner pages', 'Upgrade whenever you are ready'] },
  {
    name: 'Professional Partner',
    price: '£4.99',
    note: 'per year',
    featured: true,
    features: ['Create and join global meetups', 'Book quality venues worldwide', 'Find meetups near you', 'Membership number and partner badge'],
  },
  // Same price and promises as /pricing (web/features/pages/components/tiers.ts).
  { name: 'Venue Partner', price: 'Free', note: 'to list', features: ['List venues with photos, capacity, amenities and your rate', 'Approve or reject booking requests, with a reason', 'A public partner page once published'] },
];

export function PricingSection() {
  return (
    <Section id="pricing" title="Pricing" intro="Start free. Upgrade when you want to organise meetups or host them.">
      <ul className="grid grid-cols-3 gap-5">
        {PLANS.map((plan) => (
          <li key={plan.name} className={cn('relative rounded-card border bg-surface-raised p-6 shadow-sm', plan.featured ? 'border-brand-500 ring-2 ring-brand-500/30' : 'border-line')}>
            {plan.featured && <span className="absolute -top-3 left-6 rounded-full bg-brand-700 px-3 py-0.5 text-xs font-semibold text-white dark:bg-brand-600">Most popular</span>}
            <h3 className="font-semibold text-ink">{plan.name}</h3>
            <p className="mt-3 flex min-h-10 flex-wrap items-baseline gap-x-1.5">
              <span className="text-3xl font-extrabold tracking-tight text-ink">{plan.price}</span>
              <span className="text-sm whitespace-nowrap text-ink-muted">{plan.note}</span>
            </p>
            <ul className="mt-5 space-y-2.5 text-sm text-ink">
              {plan.features.map((f) => (
                <li key={f} className="flex items-start gap-2">
                  <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-emerald-600 dark:text-emerald-400" />
                  {f}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </Section>
  );
}

export function AboutSection() {
  return (
    <Section id="about" title="About" intro="Civic Connect connects professionals and venues worldwide for civic meetups." tinted>
      <div className="grid max-w-5xl grid-cols-2 gap-10 leading-relaxed text-ink-muted">
        <p>
          We started Civic Connect because good ideas travel faster when people meet in person. Organisers needed a simple way to find a room,
          get it confirmed and gather the right people; venues needed a steady stream of bookings from groups who care about their communities.
        </p>
        <p>
          Today members create and join meetups across continents, venue owners fill their spaces with purpose, and everyone gets a calm,
          accessible app that works on the train, in the lobby or offline. Your data stays yours: we never sell it, and you can download or
          delete it at any time.
        </p>
      </div>
    </Section>
  );
}
