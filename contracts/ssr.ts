/**
 * A query answer the server puts in a server-rendered page (docs/decisions/0031): the app's
 * TanStack Query key and the JSON the API route would answer for it. The page carries them in
 * `<script type="application/json" id="cc-seeds">`, and the browser's first render uses them.
 */
export type SsrSeed = { key: readonly unknown[]; data: unknown };

/** The id of the script element holding the seeds. */
export const SSR_SEEDS_ID = 'cc-seeds';

/** The app's query keys the server seeds (the pages use these same builders). */
export const SSR_KEYS = {
  site: () => ['site'] as const,
  /** The home page's live figures (GET /api/stats). */
  stats: () => ['stats'] as const,
  /** The home page's featured venues (GET /api/venues/featured?limit=3). */
  featuredVenues: () => ['venues', 'featured'] as const,
  /** /m/{id} as a signed-out visitor reads it. */
  publicMeetup: (id: string, status: string) => ['meetups', 'public', id, status] as const,
  /** /upcoming (issue 27) as anyone reads it: the list for a place and dates. */
  upcomingMeetups: (q: { place?: string; from?: string; to?: string; limit: number }) => ['meetups', 'upcoming', q.place ?? '', q.from ?? '', q.to ?? '', q.limit] as const,
  /** /v/{slug} as a signed-out visitor reads it. */
  partnerPage: (slug: string, status: string) => ['partners', 'page', slug, status] as const,
  /** /o/{id} (an organiser's public page, issue 26) as a signed-out visitor reads it. */
  organiserPage: (id: string, status: string) => ['organisers', 'page', id, status] as const,
};

/**
 * A shared meetup (/m/{id}), partner (/v/{slug}) or organiser (/o/{id}) link, or the public
 * "Upcoming meetups" list (/upcoming, issue 27): it opens the app on a computer too, not
 * the desktop landing page (the server leaves its page visible there; the shell allows it).
 */
export const isSharedLink = (pathname: string) => /^\/(m|v|o)\/[^/]+\/?$/.test(pathname) || /^\/upcoming\/?(\?.*)?$/.test(pathname);
