import type { MessageId } from './i18n/messages';

/**
 * The public information pages (docs/product.md §2): slug → the message ids of their title and meta
 * description (the `app` area, resolved in the page's language when the title is set); the web
 * routes and the sitemap share this list.
 */
export const INFO_PAGES: Record<string, [title: MessageId, description: MessageId]> = {
  about: ['routes.about.title', 'routes.about.description'],
  partners: ['routes.partners.title', 'routes.partners.description'],
  'how-it-works': ['routes.howItWorks.title', 'routes.howItWorks.description'],
  pricing: ['routes.pricing.title', 'routes.pricing.description'],
  'email-templates': ['routes.emailTemplates.title', 'routes.emailTemplates.description'],
  'help-center': ['routes.helpCenter.title', 'routes.helpCenter.description'],
  'contact-us': ['routes.contactUs.title', 'routes.contactUs.description'],
  'community-guidelines': ['routes.communityGuidelines.title', 'routes.communityGuidelines.description'],
  'safety-security': ['routes.safetySecurity.title', 'routes.safetySecurity.description'],
  careers: ['routes.careers.title', 'routes.careers.description'],
  'press-kit': ['routes.pressKit.title', 'routes.pressKit.description'],
  blog: ['routes.blog.title', 'routes.blog.description'],
  'privacy-policy': ['routes.privacyPolicy.title', 'routes.privacyPolicy.description'],
  'terms-of-service': ['routes.termsOfService.title', 'routes.termsOfService.description'],
  'cookie-policy': ['routes.cookiePolicy.title', 'routes.cookiePolicy.description'],
  'gdpr-compliance': ['routes.gdprCompliance.title', 'routes.gdprCompliance.description'],
  'basic-member': ['routes.basicMember.title', 'routes.basicMember.description'],
  'professional-partner': ['routes.professionalPartner.title', 'routes.professionalPartner.description'],
  'venue-partner': ['routes.venuePartner.title', 'routes.venuePartner.description'],
  guides: ['routes.guides.title', 'routes.guides.description'],
  faqs: ['routes.faqs.title', 'routes.faqs.description'],
};

/**
 * The public pages worth a search engine's visit (sitemap.xml): home, the public list of upcoming
 * meetups (issue 27) and the information pages.
 * Sign-in, registration, password and upgrade pages are public but are tools, not content.
 */
export const SITEMAP_PAGES = ['/', '/upcoming', ...Object.keys(INFO_PAGES).map((slug) => `/${slug}`)];
