/** The public information pages (docs/product.md §2): slug → title and meta description; the web routes and the sitemap share this list. */
export const INFO_PAGES: Record<string, [title: string, description: string]> = {
  about: ['About', 'Why Civic Connect exists and who it is for: professionals meeting in person at quality venues worldwide.'],
  partners: ['Our partners', 'The venue partners who host Civic Connect meetups, with their spaces and contact details.'],
  'how-it-works': ['How it works', 'Find a venue, create a meetup, invite professionals: how Civic Connect works for members and venues.'],
  pricing: ['Pricing', 'Basic Member is free, Professional Partner is £4.99 a year, Venue Partner lists your spaces.'],
  'email-templates': ['Email templates', 'Every email Civic Connect sends, as members receive it.'],
  'help-center': ['Help Centre', 'Answers to common questions about accounts, meetups, venues and membership.'],
  'contact-us': ['Contact us', 'Write to the Civic Connect team: support, partnerships and press.'],
  'community-guidelines': ['Community guidelines', 'How we treat each other at Civic Connect meetups and online.'],
  'safety-security': ['Safety and security', 'How Civic Connect protects your account, your data and you at meetups.'],
  careers: ['Careers', 'Working at Civic Connect: how we work and open roles.'],
  'press-kit': ['Press kit', 'Facts, logos and contacts for writing about Civic Connect.'],
  blog: ['Blog', 'News and stories from Civic Connect meetups and venues.'],
  'privacy-policy': ['Privacy Policy', 'What personal data Civic Connect keeps, why, and your rights.'],
  'terms-of-service': ['Terms of Service', 'The terms for using Civic Connect.'],
  'cookie-policy': ['Cookie Policy', 'The few cookies and local storage Civic Connect uses, and why.'],
  'gdpr-compliance': ['GDPR compliance', 'How Civic Connect meets the GDPR: your rights, our processors, exports and deletion.'],
  'basic-member': ['Basic Member', 'What a free Basic Member can do on Civic Connect.'],
  'professional-partner': ['Professional Partner', 'Create and join meetups at partner venues for £4.99 a year.'],
  'venue-partner': ['Venue Partner', 'List your venues, set your rules and rates, and approve booking requests.'],
  guides: ['Guides', 'Guides for organisers, attendees and venue owners.'],
  faqs: ['FAQs', 'Frequently asked questions about Civic Connect.'],
};

/**
 * The public pages worth a search engine's visit (sitemap.xml): home, the public list of upcoming
 * meetups (issue 27) and the information pages.
 * Sign-in, registration, password and upgrade pages are public but are tools, not content.
 */
export const SITEMAP_PAGES = ['/', '/upcoming', ...Object.keys(INFO_PAGES).map((slug) => `/${slug}`)];
