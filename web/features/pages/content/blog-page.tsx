import { CalendarDays, Clock } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { Page } from '../../../components/ui/page';

type Post = { slug: string; title: string; date: string; iso: string; author: string; minutes: number; tag: string; summary: string[] };

const posts: Post[] = [
  {
    slug: 'nearby-meetups',
    title: 'Find meetups near you, wherever you are',
    date: '12 November 2026',
    iso: '2026-11-12',
    author: 'Hannah Okafor, Product Lead',
    minutes: 4,
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
    minutes: 5,
    tag: 'Venues',
    summary: [
      'Instant booking is convenient, but the venues we spoke to wanted a say over what happens in their spaces. That is why every meetup starts as pending until the venue owner approves it.',
      'Since launch, the median time to a decision is under a day, and owners who reject a request now add a reason, so organisers know whether to change the date or the venue.',
    ],
  },
  {
    slug: 'library-partnership',
    title: 'Libraries are the new civic hubs',
    date: '9 October 2026',
    iso: '2026-10-09',
    author: 'Sofia Marin, Community Manager',
    minutes: 6,
    tag: 'Community',
    summary: [
      'From Bristol to Barcelona, public libraries have become some of our most popular venues. They are central, step-free, trusted and often free to use for community events.',
      'We spoke to three librarians about what makes a meetup work well in their spaces, from quiet-hours etiquette to the value of a good projector.',
    ],
  },
  {
    slug: 'first-meetup',
    title: 'Hosting your first meetup: lessons from 100 organisers',
    date: '17 September 2026',
    iso: '2026-09-17',
    author: 'Hannah Okafor, Product Lead',
    minutes: 7,
    tag: 'Guides',
    summary: [
      'We asked a hundred Professional Partners what they wish they had known before their first meetup. The top answers: book two weeks ahead, keep the title specific, and leave time for people to talk.',
      'Small, focused meetups of 15 to 30 people had the best turnout and the highest venue ratings afterwards.',
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
              <span className="inline-flex items-center gap-1.5">
                <Clock aria-hidden="true" className="h-4 w-4" />
                {p.minutes} min read
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
