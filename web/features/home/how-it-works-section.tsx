import { CalendarCheck, MapPinned, UserPlus } from 'lucide-react';
import { Link } from 'react-router';

const STEPS = [
  { icon: UserPlus, title: 'Join for free', body: 'Create a Basic Member account in a minute and get your CC membership number.' },
  { icon: MapPinned, title: 'Find or host a meetup', body: 'Professional Partners browse Global Meetups, search nearby, or create their own at a partner venue.' },
  { icon: CalendarCheck, title: 'Meet in person', body: 'The venue approves the booking, attendees get a reminder the day before, and you meet.' },
];

export function HowItWorksSection() {
  return (
    <section aria-labelledby="how-title" className="mx-auto max-w-6xl px-4 py-14 sm:px-6 sm:py-20">
      <h2 id="how-title" className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">
        How it works
      </h2>
      <p className="mt-2 max-w-2xl text-ink-muted">Three steps from sign-up to a room full of people who share your interests.</p>
      <ol className="mt-8 grid gap-4 md:grid-cols-3">
        {STEPS.map((s, i) => (
          <li key={s.title} className="rounded-card border border-line bg-surface-raised p-5 shadow-sm">
            <div className="flex items-center gap-3">
              <span aria-hidden="true" className="flex h-10 w-10 items-center justify-center rounded-xl bg-brand-50 text-brand-700 dark:bg-brand-900/50 dark:text-brand-200">
                <s.icon className="h-5 w-5" />
              </span>
              <span className="text-sm font-semibold text-ink-muted">Step {i + 1}</span>
            </div>
            <h3 className="mt-4 text-lg font-semibold text-ink">{s.title}</h3>
            <p className="mt-1 leading-7 text-ink-muted">{s.body}</p>
          </li>
        ))}
      </ol>
      <Link to="/how-it-works" className="mt-6 inline-block font-semibold text-brand-700 underline-offset-2 hover:underline dark:text-brand-300">
        Learn more about how it works
      </Link>
    </section>
  );
}
