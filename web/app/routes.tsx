import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { RouteRequirement } from '../../contracts/roles';

type Page = LazyExoticComponent<ComponentType>;
export type AppRoute = { path: string; requirement: RouteRequirement; page: Page; title: string };

const page = (load: () => Promise<{ default: ComponentType }>) => lazy(load);
const info = (slug: string) => page(() => import('../features/pages/info-page').then((m) => ({ default: () => <m.InfoPage slug={slug} /> })));

/** Every route of docs/product.md §2 with what it requires (docs/product.md §2 route table, §6). */
export const ROUTES: AppRoute[] = [
  { path: '/', requirement: 'public', title: 'Home', page: page(() => import('./home-route')) },
  { path: '/login', requirement: 'public', title: 'Sign in', page: page(() => import('../features/auth/login-page')) },
  { path: '/register', requirement: 'public', title: 'Register', page: page(() => import('../features/auth/register-page')) },
  { path: '/forgot-password', requirement: 'public', title: 'Forgot password', page: page(() => import('../features/auth/forgot-password-page')) },
  { path: '/reset-password', requirement: 'public', title: 'Reset password', page: page(() => import('../features/auth/reset-password-page')) },
  ...[
    'about', 'partners', 'how-it-works', 'pricing', 'email-templates', 'help-center', 'contact-us', 'community-guidelines',
    'safety-security', 'careers', 'press-kit', 'blog', 'privacy-policy', 'terms-of-service', 'cookie-policy', 'gdpr-compliance',
    'basic-member', 'professional-partner', 'venue-partner', 'guides', 'faqs',
  ].map((slug) => ({ path: `/${slug}`, requirement: 'public' as const, title: slug, page: info(slug) })),
  { path: '/upgrade-account', requirement: 'public', title: 'Upgrade your account', page: page(() => import('../features/membership/upgrade-account-page')) },
  { path: '/newsletter/confirm', requirement: 'public', title: 'Newsletter subscription', page: page(() => import('../features/newsletter/newsletter-link-page').then((m) => ({ default: m.NewsletterConfirmPage }))) },
  { path: '/newsletter/unsubscribe', requirement: 'public', title: 'Unsubscribe', page: page(() => import('../features/newsletter/newsletter-link-page').then((m) => ({ default: m.NewsletterUnsubscribePage }))) },
  { path: '/v/:slug', requirement: 'public', title: 'Venue partner', page: page(() => import('../features/partners/partner-page')) },
  { path: '/profile', requirement: 'signedIn', title: 'Profile', page: page(() => import('./profile-route')) },
  { path: '/venues', requirement: 'signedIn', title: 'Worldwide Venues', page: page(() => import('../features/venues/venues-page')) },
  { path: '/venues/:venueId', requirement: 'signedIn', title: 'Venue', page: page(() => import('../features/venues/venue-page')) },
  { path: '/settings', requirement: 'signedIn', title: 'Settings', page: page(() => import('../features/settings/settings-page')) },
  { path: '/meetups', requirement: 'professional', title: 'Global Meetups', page: page(() => import('../features/meetups/meetups-page')) },
  { path: '/meetups/:meetupId', requirement: 'professional', title: 'Meetup', page: page(() => import('../features/meetups/meetup-detail-page')) },
  { path: '/create-meetup', requirement: 'professional', title: 'Create Meetup', page: page(() => import('../features/meetups/create-meetup-page')) },
  { path: '/venues/:venueId/edit', requirement: 'venue', title: 'Edit venue', page: page(() => import('../features/venues/edit-venue-page')) },
  { path: '/create-venue', requirement: 'venue', title: 'Add Venue', page: page(() => import('../features/venues/create-venue-page')) },
  { path: '/venue-management', requirement: 'venue', title: 'Venue management', page: page(() => import('../features/venue-management/venue-management-page')) },
  { path: '/admin', requirement: 'admin', title: 'Admin', page: page(() => import('../features/admin/admin-page')) },
  { path: '/admin/email-tools', requirement: 'admin', title: 'Admin Email Tools', page: page(() => import('../features/admin/email-tools-page')) },
];
