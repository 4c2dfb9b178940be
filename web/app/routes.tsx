import type { ComponentType } from 'react';
import { matchPath } from 'react-router';
import { preloadable, type Preloadable } from '../lib/preloadable';
import { loadAppMessages, loadAreas } from '../lib/i18n';
import type { RouteRequirement } from '../../contracts/roles';
import { INFO_PAGES } from '../../contracts/info-pages';
import type { MessageId } from '../../contracts/i18n/messages';

/** A page loaded on demand; `preload()` loads it ahead, after which it renders without suspending. */
type Page = Preloadable<object>;
/**
 * `title` is the page's name in "{title} · Civic Connect" (web/lib/page-meta.ts); public pages
 * also have the meta description search engines and link previews show. Both are message ids,
 * resolved when the title is set (web/app/app.tsx, web/ssr.tsx): a core route's in the `core`
 * area, any other's in `app`, loaded with its page (`core` marks the four core routes).
 */
export type AppRoute = { path: string; requirement: RouteRequirement; page: Page; title: MessageId; description?: MessageId; core?: boolean };

type Load = () => Promise<{ default: ComponentType }>;
// A page outside the core loads the active language's other areas with its code, so its first
// render has its words (docs/decisions/0067); the core's pages (`corePage`) need only the core
// catalogue, loaded before the first render.
const page = (load: Load): Page => preloadable(() => Promise.all([load(), loadAppMessages()]).then(([m]) => m));
const corePage = (load: Load, areas: string[] = []): Page => preloadable(() => Promise.all([load(), loadAreas(areas)]).then(([m]) => m));
const info = (slug: string) => page(() => import('../features/pages/info-page').then((m) => m.loadInfoPage(slug)));

/** Every route of docs/product.md §2 with what it requires (docs/product.md §2 route table, §6). */
export const ROUTES: AppRoute[] = [
  { path: '/', requirement: 'public', core: true, title: 'routes.home.title', description: 'routes.home.description', page: corePage(() => import('./home-route')) },
  { path: '/login', requirement: 'public', core: true, title: 'routes.login.title', description: 'routes.login.description', page: corePage(() => import('../features/auth/login-page'), ['forms', 'auth']) },
  { path: '/register', requirement: 'public', core: true, title: 'routes.register.title', description: 'routes.register.description', page: corePage(() => import('../features/auth/register-page'), ['forms', 'auth']) },
  { path: '/forgot-password', requirement: 'public', title: 'routes.forgotPassword.title', description: 'routes.forgotPassword.description', page: page(() => import('../features/auth/forgot-password-page')) },
  { path: '/reset-password', requirement: 'public', title: 'routes.resetPassword.title', description: 'routes.resetPassword.description', page: page(() => import('../features/auth/reset-password-page')) },
  ...Object.entries(INFO_PAGES).map(([slug, [title, description]]) => ({ path: `/${slug}`, requirement: 'public' as const, title, description, page: info(slug) })),
  { path: '/upgrade-account', requirement: 'public', title: 'routes.upgradeYourAccount.title', description: 'routes.upgradeAccount.description', page: page(() => import('../features/membership/upgrade-account-page')) },
  { path: '/upcoming', requirement: 'public', title: 'routes.upcomingMeetups.title', description: 'routes.upcoming.description', page: page(() => import('../features/meetups/upcoming-page')) },
  { path: '/m/:meetupId', requirement: 'public', core: true, title: 'routes.meetup.title', description: 'routes.meetup.description', page: corePage(() => import('./public-meetup-route'), ['meetup']) },
  { path: '/newsletter/confirm', requirement: 'public', title: 'routes.newsletterSubscription.title', description: 'routes.newsletterConfirm.description', page: page(() => import('../features/newsletter/newsletter-link-page').then((m) => ({ default: m.NewsletterConfirmPage }))) },
  { path: '/newsletter/unsubscribe', requirement: 'public', title: 'routes.unsubscribe.title', description: 'routes.newsletterUnsubscribe.description', page: page(() => import('../features/newsletter/newsletter-link-page').then((m) => ({ default: m.NewsletterUnsubscribePage }))) },
  { path: '/v/:slug', requirement: 'public', title: 'routes.partner.title', description: 'routes.partner.description', page: page(() => import('../features/partners/partner-page')) },
  { path: '/o/:organiserId', requirement: 'public', title: 'routes.organiser.title', description: 'routes.organiser.description', page: page(() => import('../features/members/organiser-page')) },
  { path: '/following', requirement: 'signedIn', title: 'routes.following.title', page: page(() => import('../features/members/following-page')) },
  { path: '/profile', requirement: 'signedIn', title: 'routes.profile.title', page: page(() => import('./profile-route')) },
  { path: '/members/:memberId', requirement: 'signedIn', title: 'routes.member.title', page: page(() => import('../features/members/member-page')) },
  { path: '/connections', requirement: 'signedIn', title: 'routes.connections.title', page: page(() => import('../features/members/connections-page')) },
  { path: '/messages', requirement: 'signedIn', title: 'routes.messages.title', page: page(() => import('../features/messages/inbox-page')) },
  { path: '/messages/with/:memberId', requirement: 'signedIn', title: 'routes.messages.title', page: page(() => import('../features/messages/conversation-page').then((m) => ({ default: m.WithMemberPage }))) },
  { path: '/messages/:conversationId', requirement: 'signedIn', title: 'routes.messages.title', page: page(() => import('../features/messages/conversation-page')) },
  { path: '/venues', requirement: 'signedIn', title: 'routes.worldwideVenues.title', page: page(() => import('../features/venues/venues-page')) },
  { path: '/venues/:venueId', requirement: 'signedIn', title: 'routes.venue.title', page: page(() => import('../features/venues/venue-page')) },
  { path: '/settings', requirement: 'signedIn', title: 'routes.settings.title', page: page(() => import('../features/settings/settings-page')) },
  { path: '/meetups', requirement: 'professional', title: 'routes.globalMeetups.title', page: page(() => import('../features/meetups/meetups-page')) },
  { path: '/meetups/:meetupId', requirement: 'professional', title: 'routes.meetup.title', page: page(() => import('../features/meetups/meetup-detail-page')) },
  { path: '/meetups/:meetupId/check-in', requirement: 'professional', title: 'routes.checkIn.title', page: page(() => import('../features/meetups/check-in-page')) },
  { path: '/create-meetup', requirement: 'professional', title: 'routes.createMeetup.title', page: page(() => import('../features/meetups/create-meetup-page')) },
  { path: '/venues/:venueId/edit', requirement: 'venue', title: 'routes.editVenue.title', page: page(() => import('../features/venues/edit-venue-page')) },
  { path: '/create-venue', requirement: 'venue', title: 'routes.addVenue.title', page: page(() => import('../features/venues/create-venue-page')) },
  { path: '/venue-management', requirement: 'venue', title: 'routes.venueManagement.title', page: page(() => import('../features/venue-management/venue-management-page')) },
  { path: '/admin', requirement: 'admin', title: 'routes.admin.title', page: page(() => import('../features/admin/admin-page')) },
  { path: '/admin/email-tools', requirement: 'admin', title: 'routes.adminEmailTools.title', page: page(() => import('../features/admin/email-tools-page')) },
];

/**
 * Loads the page at `pathname` before the app's first render (web/main.tsx, web/ssr.tsx): the
 * first render then shows the page itself, not a loading outline over the server's HTML.
 */
export const preloadRoute = (pathname: string): Promise<void> => routeAt(pathname)?.page.preload() ?? Promise.resolve();

/** The route that shows `pathname`, if any. */
export const routeAt = (pathname: string): AppRoute | undefined => ROUTES.find((r) => matchPath(r.path, pathname));
