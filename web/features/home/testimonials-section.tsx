import { Quote } from 'lucide-react';

const QUOTES = [
  {
    text: 'I used to spend a fortnight finding a room for our transport planners’ breakfast. Now I pick a venue, the owner approves it the same day and forty people turn up.',
    name: 'Priya Shah',
    role: 'Transport planner and Professional Partner, Leeds',
  },
  {
    text: 'Our library hall sat empty most weeknights. Through Civic Connect we host two or three meetups a month, and every booking is one we chose to say yes to.',
    name: 'Daniel Mensah',
    role: 'Community spaces manager and Venue Partner, Bristol',
  },
  {
    text: 'I travel for work a lot. Nearby search means I can find a housing or climate meetup in whichever city I am in that week.',
    name: 'Lucía Romero',
    role: 'Urban policy consultant, Madrid',
  },
];

export function TestimonialsSection() {
  return (
    <section aria-labelledby="quotes-title" className="mx-auto max-w-6xl px-4 py-14 sm:px-6 sm:py-20">
      <h2 id="quotes-title" className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">
        What our members say
      </h2>
      <ul className="mt-8 grid gap-4 md:grid-cols-3">
        {QUOTES.map((q) => (
          <li key={q.name}>
            <figure className="flex h-full flex-col rounded-card border border-line bg-surface-raised p-5 shadow-sm">
              <Quote aria-hidden="true" className="h-7 w-7 text-accent-600 dark:text-accent-500" />
              <blockquote className="mt-3 flex-1 leading-7 text-ink">
                <p>{q.text}</p>
              </blockquote>
              <figcaption className="mt-4 border-t border-line pt-4 text-sm">
                <span className="block font-semibold text-ink">{q.name}</span>
                <span className="text-ink-muted">{q.role}</span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
