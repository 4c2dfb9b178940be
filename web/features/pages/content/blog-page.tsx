import { CalendarDays } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { Page } from '../../../components/ui/page';

// Short news posts shown whole: there is no separate article page, so nothing here promises one.
type Post = { slug: string; title: string; date: string; iso: string; author: string; tag: string; summary: string[] };

const posts: Post[] = [
  {
    slug: 'nearby-meetups',
    title: 'Find meetups near you, wherever you are',
    date: '12 November 2026',
    iso: '2026-11-12',
    author: 'Hannah Okafor, Product Lead',
    tag: 'Product update',
    summary: [
      'Professional Partners can now search for meetups within 1 to 50 km of a postcode, a town or their current location. Open the quick-action button, choose Global Meets Nearby, pick a radius and we show every approved meetup in range.',
      'We built it after hearing from members who travel for work and want to meet local peers on the evenings they are away from home.',
    ],
  },
  {
    slug: 'venue-approvals',
    title: 'Why every booking needs a venue’s approval',
    date: '28 October 2026',
    iso: '2026-10-28',
    author: 'Marcus Bell, Head of Partnerships',
    tag: 'Venues',
    summary: [
      'Instant booking is convenient, but the venues we spoke to wanted a say over what happens in their spaces. That is why every meetup starts as pending until the venue owner approves it.',
      'Owners who reject a request add a reason, so organisers know whether to change the date or the venue, and saving the changes sends a fresh request.',
    ],
  },
  {
    slug: 'library-partnership',
    title: 'Libraries are the new civic hubs',
    date: '9 October 2026',
    iso: '2026-10-09',
    author: 'Sofia Marin, Community Manager',
    tag: 'Community',
    summary: [
      'From Bristol to Lisbon, public libraries are among the venues we are proudest to list. They are central, step-free, trusted and often free to use for community events.',
      'What makes a meetup work well in a library: respect the quiet hours, check the projector before the day, and leave the room as you found it.',
    ],
  },
  {
    slug: 'first-meetup',
    title: 'Hosting your first meetup: five things to get right',
    date: '17 September 2026',
    iso: '2026-09-17',
    author: 'Hannah Okafor, Product Lead',
    tag: 'Guides',
    summary: [
      'Book two weeks ahead so the venue has time to approve, keep the title specific, say who the meetup is for, set a realistic number of places, and leave time for people to talk.',
      'Attendees get a reminder the day before, and anyone who can no longer come can leave the meetup so the place goes to someone else.',
    ],
  },
];

export default function BlogPage() {
  return (
    <Page title="Blog" intro="News, product updates and stories from the Civic Connect community of professionals and partner venues.">
      <div className="space-y-6">
        {posts.map((p) => (
          <article key={p.slug} aria-labelledby={`post-${p.slug}`} className="rounded-card border border-line bg-surface-raised p-5 shadow-sm sm:p-6">
            <Badge>{p.tag}</Badge>
            <h2 id={`post-${p.slug}`} className="mt-3 text-xl font-bold tracking-tight text-ink">
              {p.title}
            </h2>
            <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-ink-muted">
              <span className="inline-flex items-center gap-1.5">
                <CalendarDays aria-hidden="true" className="h-4 w-4" />
                <time dateTime={p.iso}>{p.date}</time>
              </span>
              <span>By {p.author}</span>
            </p>
            <div className="mt-4 max-w-prose space-y-3 leading-7 text-ink">
              {p.summary.map((para) => (
                <p key={para}>{para}</p>
              ))}
            </div>
          </article>
        ))}
      </div>
    </Page>
  );
}
