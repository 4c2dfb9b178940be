import { ArrowUp } from 'lucide-react';
import { Link } from 'react-router';
import { Brand } from './brand';
import { NewsletterForm } from './newsletter-form';
import { InstagramIcon, LinkedInIcon, XIcon } from './social-icons';

// docs/product.md §2 Footer: every listed route, grouped the way members look for them.
const COLUMNS = [
  {
    title: 'Explore',
    links: [
      ['/meetups', 'Global Meetups'],
      // Issue 27: readable by anyone, signed in or not.
      ['/upcoming', 'Upcoming meetups'],
      ['/venues', 'Worldwide Venues'],
      ['/how-it-works', 'How It Works'],
      ['/pricing', 'Pricing'],
    ],
  },
  {
    title: 'Membership',
    links: [
      ['/basic-member', 'Basic Member'],
      ['/professional-partner', 'Professional Partner'],
      ['/venue-partner', 'Venue Partner'],
      ['/upgrade-account', 'Upgrade Account'],
    ],
  },
  {
    title: 'Support',
    links: [
      ['/help-center', 'Help Centre'],
      ['/guides', 'Guides'],
      ['/faqs', 'FAQs'],
      ['/contact-us', 'Contact Us'],
      ['/community-guidelines', 'Community Guidelines'],
      ['/safety-security', 'Safety & Security'],
    ],
  },
  {
    title: 'Company',
    links: [
      ['/about', 'About Us'],
      ['/careers', 'Careers'],
      ['/privacy-policy', 'Privacy Policy'],
      ['/terms-of-service', 'Terms of Service'],
      ['/cookie-policy', 'Cookie Policy'],
      ['/gdpr-compliance', 'GDPR Compliance'],
    ],
  },
] as const;

const SOCIAL = [
  { label: 'Civic Connect on LinkedIn', Icon: LinkedInIcon },
  { label: 'Civic Connect on X', Icon: XIcon },
  { label: 'Civic Connect on Instagram', Icon: InstagramIcon },
];

const scrollToTop = () => {
  const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
  // Move focus too, so keyboard users start again from the top of the page.
  document.querySelector<HTMLElement>('.cc-skip-link')?.focus({ preventScroll: true });
};

export function Footer() {
  return (
    <footer className="border-t border-line bg-surface-raised" data-testid="site-footer">
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
        <div className="grid gap-10 xl:grid-cols-[minmax(0,1.1fr)_minmax(0,2fr)]">
          <div className="max-w-md space-y-5">
            <Brand />
            <p className="text-sm leading-relaxed text-ink-muted">
              Civic Connect brings professionals together at global meetups, hosted in worldwide venues chosen by our partners. Join free, then grow
              into a premium network of Professional and Venue Partners who organise, host and connect with purpose.
            </p>
            <NewsletterForm />
          </div>
          <nav aria-label="Footer" className="grid grid-cols-2 gap-x-6 gap-y-8 sm:grid-cols-4">
            {COLUMNS.map((col) => (
              <div key={col.title}>
                <h2 className="text-sm font-semibold text-ink">{col.title}</h2>
                <ul className="mt-2">
                  {col.links.map(([to, label]) => (
                    <li key={to}>
                      <Link to={to} className="inline-flex min-h-11 items-center text-sm text-ink-muted hover:text-ink hover:underline lg:min-h-9">
                        {label}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </nav>
        </div>
        <div className="mt-10 flex flex-col-reverse gap-4 border-t border-line pt-6 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-ink-muted">© {new Date().getFullYear()} Civic Connect. Made for people who meet with purpose.</p>
          <div className="flex items-center gap-1">
            <ul aria-label="Social media" className="flex items-center gap-1">
              {SOCIAL.map(({ label, Icon }) => (
                <li key={label}>
                  {/* Placeholders until the official accounts launch. */}
                  <a href="#" aria-label={label} onClick={(e) => e.preventDefault()} className="inline-flex size-11 items-center justify-center rounded-xl text-ink-muted hover:bg-surface-sunken hover:text-ink">
                    <Icon className="size-5" />
                  </a>
                </li>
              ))}
            </ul>
            <button
              type="button"
              onClick={scrollToTop}
              className="ml-2 inline-flex min-h-11 items-center gap-2 rounded-xl border border-line px-3.5 text-sm font-semibold text-ink hover:bg-surface-sunken"
            >
              <ArrowUp aria-hidden="true" className="size-4" />
              Back to top
            </button>
          </div>
        </div>
      </div>
    </footer>
  );
}
