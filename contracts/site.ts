/** GET /api/site: what the web app needs to know of the server's configuration (public). */
export type SiteDto = {
  app_name: string;
  /** PUBLIC_URL: every shared link is built on it, never on the browser's location (a proxy's). */
  public_url: string;
  /** True when POSTCODES_API_URL (or MAPBOX_TOKEN) is set: the place field may suggest UK postcodes. */
  postcode_search: boolean;
};

/** Public information pages (docs/product.md §2), each at /{slug}; the web routes and the sitemap share this list. */
export const INFO_PAGES = [
  'about', 'partners', 'how-it-works', 'pricing', 'email-templates', 'help-center', 'contact-us', 'community-guidelines',
  'safety-security', 'careers', 'press-kit', 'blog', 'privacy-policy', 'terms-of-service', 'cookie-policy', 'gdpr-compliance',
  'basic-member', 'professional-partner', 'venue-partner', 'guides', 'faqs',
] as const;

/**
 * The public pages worth a search engine's visit (sitemap.xml): home and the information pages.
 * Sign-in, registration, password and upgrade pages are public but are tools, not content.
 */
export const SITEMAP_PAGES = ['/', ...INFO_PAGES.map((slug) => `/${slug}`)];
