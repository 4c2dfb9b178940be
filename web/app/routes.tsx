import type { ComponentType } from 'react';
import { matchPath } from 'react-router';
import { preloadable, type Preloadable } from '../lib/preloadable';
import { loadAppMessages, loadAreas } from '../lib/i18n';
import type { RouteRequirement } from '../../contracts/roles';
import { INFO_PAGES } from '../../contracts/info-pages';

/** A page loaded on demand; `preload()` loads it ahead, after which it renders without suspending. */
type Page = Preloadable<object>;
/**
 * `title` is the page's name in "{title} · Civic Connect" (web/lib/page-meta.ts); public pages
 * also have the meta description search engines and link previews show.
 */
export type AppRoute = { path: string; requirement: RouteRequirement; page: Page; title: string; description?: string };

type Load = () => Promise<{ default: ComponentType }>;
// A page outside the core loads the active language's other areas with its code, so its first
// render has its words (docs/decisions/0067); the core's pages (`corePage`) need only the core
// catalogue, loaded before the first render.
const page = (load: Load): Page => preloadable(() => Promise.all([load(), loadAppMessages()]).then(([m]) => m));
const corePage = (load: Load, areas: string[] = []): Page => preloadable(() => Promise.all([load(), loadAreas(areas)]).then(([m]) => m));
const info = (slug: string) => page(() => import('../features/pages/info-page').then((m) => m.loadInfoPage(slug)));

/** Every route of docs/product.md §2 with what it requires (docs/product.md §2 route table, §6). */
export const ROUTES: AppRoute[] = [
  { path: '/', requirement: 'public', title: 'Meetups at quality venues worldwide', description: 'Civic Connect brings professionals and venues together: create and join meetups at quality venues worldwide.', page: corePage(() => import('./home-route')) },
  { path: '/login', requirement: 'public', title: 'Sign in', description: 'Sign in to Civic Connect.', page: corePage(() => import('../features/auth/login-page')) },
  { path: '/register', requirement: 'public', title: 'Register', description: 'Join Civic Connect for free and meet professionals at quality venues.', page: corePage(() => import('../features/auth/register-page')) },
  { path: '/forgot-password', requirement: 'public', title: 'Forgot password', description: 'Reset your Civic Connect password by email.', page: page(() => import('../features/auth/forgot-password-page')) },
  { path: '/reset-password', requirement: 'public', title: 'Reset password', description: 'Choose a new Civic Connect password.', page: page(() => import('../features/auth/reset-password-page')) },
  ...Object.entries(INFO_PAGES).map(([slug, [title, description]]) => ({ path: `/${slug}`, requirement: 'public' as const, title, description, page: info(slug) })),
  { path: '/upgrade-account', requirement: 'public', title: 'Upgrade your account', description: 'Choose your Civic Connect membership: Basic Member, Professional Partner or Venue Partner.', page: page(() => import('../features/membership/upgrade-account-page')) },
  { path: '/upcoming', requirement: 'public', title: 'Upcoming meetups', description: 'Meetups coming up at partner venues worldwide: find one by town and date.', page: page(() => import('../features/meetups/upcoming-page')) },
  { path: '/m/:meetupId', requirement: 'public', title: 'Meetup', description: 'A meetup on Civic Connect: when, where, who organises it and how to join.', page: corePage(() => import('./public-meetup-route')) },
  { path: '/newsletter/confirm', requirement: 'public', title: 'Newsletter subscription', description: 'Confirm your subscription to the Civic Connect briefing.', page: page(() => import('../features/newsletter/newsletter-link-page').then((m) => ({ default: m.NewsletterConfirmPage }))) },
  { path: '/newsletter/unsubscribe', requirement: 'public', title: 'Unsubscribe', description: 'Unsubscribe from the Civic Connect briefing.', page: page(() => import('../features/newsletter/newsletter-link-page').then((m) => ({ default: m.NewsletterUnsubscribePage }))) },
  { path: '/v/:slug', requirement: 'public', title: 'Venue partner', description: 'A Venue Partner on Civic Connect: their venues and how to book them.', page: page(() => import('../features/partners/partner-page')) },
  { path: '/o/:organiserId', requirement: 'public', title: 'Organiser', description: 'An organiser on Civic Connect: who they are, their upcoming meetups and how to follow them.', page: page(() => import('../features/members/organiser-page')) },
  { path: '/following', requirement: 'signedIn', title: 'Following', page: page(() => import('../features/members/following-page')) },
  { path: '/profile', requirement: 'signedIn', title: 'Profile', page: page(() => import('./profile-route')) },
  { path: '/members/:memberId', requirement: 'signedIn', title: 'Member', page: page(() => import('../features/members/member-page')) },
  { path: '/connections', requirement: 'signedIn', title: 'Connections', page: page(() => import('../features/members/connections-page')) },
  { path: '/messages', requirement: 'signedIn', title: 'Messages', page: page(() => import('../features/messages/inbox-page')) },
  { path: '/messages/with/:memberId', requirement: 'signedIn', title: 'Messages', page: page(() => import('../features/messages/conversation-page').then((m) => ({ default: m.WithMemberPage }))) },
  { path: '/messages/:conversationId', requirement: 'signedIn', title: 'Messages', page: page(() => import('../features/messages/conversation-page')) },
  { path: '/venues', requirement: 'signedIn', title: 'Worldwide Venues', page: page(() => import('../features/venues/venues-page')) },
  { path: '/venues/:venueId', requirement: 'signedIn', title: 'Venue', page: page(() => import('../features/venues/venue-page')) },
  { path: '/settings', requirement: 'signedIn', title: 'Settings', page: page(() => import('../features/settings/settings-page')) },
  { path: '/meetups', requirement: 'professional', title: 'Global Meetups', page: page(() => import('../features/meetups/meetups-page')) },
  { path: '/meetups/:meetupId', requirement: 'professional', title: 'Meetup', page: page(() => import('../features/meetups/meetup-detail-page')) },
  { path: '/meetups/:meetupId/check-in', requirement: 'professional', title: 'Check-in', page: page(() => import('../features/meetups/check-in-page')) },
  { path: '/create-meetup', requirement: 'professional', title: 'Create Meetup', page: page(() => import('../features/meetups/create-meetup-page')) },
  { path: '/venues/:venueId/edit', requirement: 'venue', title: 'Edit venue', page: page(() => import('../features/venues/edit-venue-page')) },
  { path: '/create-venue', requirement: 'venue', title: 'Add Venue', page: page(() => import('../features/venues/create-venue-page')) },
  { path: '/venue-management', requirement: 'venue', title: 'Venue management', page: page(() => import('../features/venue-management/venue-management-page')) },
  { path: '/admin', requirement: 'admin', title: 'Admin', page: page(() => import('../features/admin/admin-page')) },
  { path: '/admin/email-tools', requirement: 'admin', title: 'Admin Email Tools', page: page(() => import('../features/admin/email-tools-page')) },
];

/**
 * Loads the page at `pathname` before the app's first render (web/main.tsx, web/ssr.tsx): the
 * first render then shows the page itself, not a loading outline over the server's HTML.
 */
export const preloadRoute = (pathname: string): Promise<void> => routeAt(pathname)?.page.preload() ?? Promise.resolve();

/** The route that shows `pathname`, if any. */
export const routeAt = (pathname: string): AppRoute | undefined => ROUTES.find((r) => matchPath(r.path, pathname));
