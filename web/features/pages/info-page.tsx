import type { ComponentType } from 'react';
import NotFoundPage from './not-found-page';

type Loader = () => Promise<{ default: ComponentType }>;

// One lazily loaded component per public information page (docs/product.md §2 route table).
const loaders: Record<string, Loader> = {
  about: () => import('./content/about-page'),
  partners: () => import('./content/partners-page'),
  'how-it-works': () => import('./content/how-it-works-page'),
  pricing: () => import('./content/pricing-page'),
  'email-templates': () => import('./content/email-templates-page'),
  'help-center': () => import('./content/help-center-page'),
  'contact-us': () => import('./content/contact-us-page'),
  'community-guidelines': () => import('./content/community-guidelines-page'),
  'safety-security': () => import('./content/safety-security-page'),
  careers: () => import('./content/careers-page'),
  'press-kit': () => import('./content/press-kit-page'),
  blog: () => import('./content/blog-page'),
  'privacy-policy': () => import('./content/privacy-policy-page'),
  'terms-of-service': () => import('./content/terms-of-service-page'),
  'cookie-policy': () => import('./content/cookie-policy-page'),
  'gdpr-compliance': () => import('./content/gdpr-compliance-page'),
  'basic-member': () => import('./content/basic-member-page'),
  'professional-partner': () => import('./content/professional-partner-page'),
  'venue-partner': () => import('./content/venue-partner-page'),
  guides: () => import('./content/guides-page'),
  faqs: () => import('./content/faqs-page'),
};

/**
 * The information page's component, loaded with its content (one step, so the route that shows
 * it can be preloaded whole before the app's first render: web/app/routes.tsx).
 */
export function loadInfoPage(slug: string): Promise<{ default: ComponentType }> {
  const load = loaders[slug];
  return load ? load() : Promise.resolve({ default: NotFoundPage });
}
