import { Link } from 'react-router';
import { ContactForm } from '../../../components/contact-form';
import { Brand } from '../brand';
import { ThemeToggle } from '../theme-toggle';
import { LandingHero } from './landing-hero';
import { AboutSection, PricingSection, TheAppSection, VenuesSection } from './landing-sections';
import { t, useMessages } from '../../../lib/i18n';

const ANCHORS = [
  ['#the-app', 'landing.nav.theApp'],
  ['#venues', 'landing.nav.venues'],
  ['#pricing', 'landing.nav.pricing'],
  ['#about', 'landing.nav.about'],
  ['#contact', 'landing.nav.contact'],
] as const;

const anchorClass = 'inline-flex min-h-11 items-center rounded-xl px-3 text-sm font-semibold text-ink-muted hover:bg-surface-sunken hover:text-ink';

/**
 * Shown instead of the app on viewports of 1024px and wider (docs/product.md §1). `onContinue(remember)`
 * opens the app: remembered when asked, else for this page view only. Privacy and Terms open the
 * app for this page view too, so those pages are readable without storing a choice.
 */
export default function DesktopLanding({ onContinue }: { onContinue: (remember: boolean) => void }) {
  // Loaded on demand (web/app/shell/app-shell.tsx): its words are in the `app` area, awaited under
  // the same loading outline as its code.
  useMessages(['app', 'forms']);
  return (
    <div className="min-h-dvh overflow-x-clip bg-surface-sunken" data-testid="desktop-landing">
      <header className="sticky top-0 z-40 border-b border-line bg-surface-raised/90 backdrop-blur">
        <div className="mx-auto flex h-16 max-w-7xl items-center gap-6 px-8">
          <Brand />
          <nav aria-label={t('landing.nav.label')} className="ms-auto">
            <ul className="flex items-center gap-1">
              {ANCHORS.map(([href, label]) => (
                <li key={href}>
                  <a href={href} className={anchorClass}>
                    {t(label)}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <ThemeToggle />
        </div>
      </header>
      <main id="main-content" tabIndex={-1} className="outline-none">
        <LandingHero onContinue={onContinue} />
        <TheAppSection />
        <VenuesSection />
        <PricingSection />
        <AboutSection />
        <section id="contact" aria-labelledby="contact-title" className="scroll-mt-20 py-20">
          <div className="mx-auto grid max-w-7xl grid-cols-[minmax(0,2fr)_minmax(0,3fr)] gap-12 px-8">
            <div>
              <h2 id="contact-title" className="text-3xl font-bold tracking-tight text-ink">
                {t('landing.nav.contact')}
              </h2>
              <p className="mt-3 text-lg text-ink-muted">
                {t('landing.contact.intro')}
              </p>
              <p className="mt-6 text-sm text-ink-muted">{t('landing.contact.note')}</p>
            </div>
            <ContactForm className="rounded-card border border-line bg-surface-raised p-8 shadow-sm" />
          </div>
        </section>
      </main>
      <footer className="border-t border-line bg-surface-raised">
        <div className="mx-auto flex max-w-7xl items-center justify-between gap-6 px-8 py-8">
          <p className="text-sm text-ink-muted">{t('landing.footer.copyright', { year: String(new Date().getFullYear()) })}</p>
          <nav aria-label={t('landing.footer.label')}>
            <ul className="flex items-center gap-1">
              <li>
                <Link to="/privacy-policy" onClick={() => onContinue(false)} className={anchorClass}>
                  {t('landing.footer.privacy')}
                </Link>
              </li>
              <li>
                <Link to="/terms-of-service" onClick={() => onContinue(false)} className={anchorClass}>
                  {t('landing.footer.terms')}
                </Link>
              </li>
              <li>
                <a href="#contact" className={anchorClass}>
                  {t('landing.nav.contact')}
                </a>
              </li>
            </ul>
          </nav>
        </div>
      </footer>
    </div>
  );
}
