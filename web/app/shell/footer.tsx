import { ArrowUp } from 'lucide-react';
import { lazy } from 'react';
import { Link } from 'react-router';
import type { MessageId } from '../../../contracts/i18n/messages';
import { Brand } from './brand';
import { AfterFirstRender } from '../../lib/after-first-render';
import { NewsletterForm } from './newsletter-form';
import { InstagramIcon, LinkedInIcon, XIcon } from './social-icons';
import { t } from '../../lib/i18n';

// docs/product.md §2 Footer: every listed route, grouped the way members look for them. Labels
// are message ids, read in the active language at render time.
const COLUMNS = [
  {
    title: 'shell.explore',
    links: [
      ['/meetups', 'nav.globalMeetups'],
      // Issue 27: readable by anyone, signed in or not.
      ['/upcoming', 'footer.upcomingMeetups'],
      ['/venues', 'nav.worldwideVenues'],
      ['/how-it-works', 'footer.howItWorks'],
      ['/pricing', 'footer.pricing'],
    ],
  },
  {
    title: 'shell.membership',
    links: [
      ['/basic-member', 'nav.basicMember'],
      ['/professional-partner', 'nav.professionalPartner'],
      ['/venue-partner', 'nav.venuePartner'],
      ['/upgrade-account', 'nav.upgradeAccount'],
    ],
  },
  {
    title: 'footer.support',
    links: [
      ['/help-center', 'nav.helpCentre'],
      ['/guides', 'nav.guides'],
      ['/faqs', 'nav.faqs'],
      ['/contact-us', 'footer.contactUs'],
      ['/community-guidelines', 'footer.communityGuidelines'],
      ['/safety-security', 'footer.safety'],
    ],
  },
  {
    title: 'footer.company',
    links: [
      ['/about', 'footer.aboutUs'],
      ['/careers', 'footer.careers'],
      ['/privacy-policy', 'footer.privacy'],
      ['/terms-of-service', 'footer.terms'],
      ['/cookie-policy', 'footer.cookies'],
      ['/gdpr-compliance', 'footer.gdpr'],
    ],
  },
] as const satisfies ReadonlyArray<{ title: MessageId; links: ReadonlyArray<readonly [string, MessageId]> }>;

const SOCIAL = [
  { label: 'footer.onLinkedIn', Icon: LinkedInIcon },
  { label: 'footer.onX', Icon: XIcon },
  { label: 'footer.onInstagram', Icon: InstagramIcon },
] as const;

// After the first paint (issue 13's budget): the menu names every language in itself.
const LanguageMenu = lazy(() => import('./language-menu').then((m) => ({ default: m.LanguageMenu })));

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
            <p className="text-sm leading-relaxed text-ink-muted">{t('footer.blurb')}</p>
            <NewsletterForm />
          </div>
          <nav aria-label={t('footer.label')} className="grid grid-cols-2 gap-x-6 gap-y-8 sm:grid-cols-4">
            {COLUMNS.map((col) => (
              <div key={col.title}>
                <h2 className="text-sm font-semibold text-ink">{t(col.title)}</h2>
                <ul className="mt-2">
                  {col.links.map(([to, label]) => (
                    <li key={to}>
                      <Link to={to} className="inline-flex min-h-11 items-center text-sm text-ink-muted hover:text-ink hover:underline lg:min-h-9">
                        {t(label)}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </nav>
        </div>
        <div className="mt-10 flex flex-col-reverse gap-4 border-t border-line pt-6 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-ink-muted">{t('footer.copyright', { year: String(new Date().getFullYear()) })}</p>
          <div className="flex flex-wrap items-center gap-1">
            <AfterFirstRender fallback={<div aria-hidden="true" className="me-2 h-11 w-36" />}>
              <LanguageMenu />
            </AfterFirstRender>
            <ul aria-label={t('footer.social')} className="flex items-center gap-1">
              {SOCIAL.map(({ label, Icon }) => (
                <li key={label}>
                  {/* Placeholders until the official accounts launch. */}
                  <a href="#" aria-label={t(label)} onClick={(e) => e.preventDefault()} className="inline-flex size-11 items-center justify-center rounded-xl text-ink-muted hover:bg-surface-sunken hover:text-ink">
                    <Icon className="size-5" />
                  </a>
                </li>
              ))}
            </ul>
            <button
              type="button"
              onClick={scrollToTop}
              className="ms-2 inline-flex min-h-11 items-center gap-2 rounded-xl border border-line px-3.5 text-sm font-semibold text-ink hover:bg-surface-sunken"
            >
              <ArrowUp aria-hidden="true" className="size-4" />
              {t('footer.backToTop')}
            </button>
          </div>
        </div>
      </div>
    </footer>
  );
}
