import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { PageSkeleton } from '../../components/ui/skeleton';
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

const pages = new Map<string, LazyExoticComponent<ComponentType>>();

/** Created once per slug, so navigating back to a page does not remount a fresh lazy component. */
function pageFor(slug: string) {
  const load = loaders[slug];
  if (!load) return null;
  let page = pages.get(slug);
  if (!page) {
    page = lazy(load);
    pages.set(slug, page);
  }
  return page;
}

export function InfoPage({ slug }: { slug: string }) {
  const Content = pageFor(slug);
  if (!Content) return <NotFoundPage />;
  return (
    <Suspense fallback={<PageSkeleton />}>
      <Content />
    </Suspense>
  );
}
