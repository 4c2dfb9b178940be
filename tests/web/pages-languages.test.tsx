// Issue 29 "Worldwide in fact", the information pages' part: a visitor who chose German or Spanish
// reads the pricing, FAQs and policies in that language, with the price and dates written the
// language's way; the not-found page, shown on core routes too, waits for the pages' words.
import { screen } from '@testing-library/preact';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import PricingPage from '../../web/features/pages/content/pricing-page';
import FaqsPage from '../../web/features/pages/content/faqs-page';
import PrivacyPolicyPage from '../../web/features/pages/content/privacy-policy-page';
import BlogPage from '../../web/features/pages/content/blog-page';
import NotFoundPage from '../../web/features/pages/not-found-page';
import { activateLocale, loadAppMessages } from '../../web/lib/i18n';
import { fakeApi, renderAt } from './harness';

async function speak(locale: 'de' | 'es' | 'en-GB') {
  await activateLocale(locale);
  await loadAppMessages();
}

afterAll(() => speak('en-GB'));

describe('the information pages in German', () => {
  beforeAll(() => speak('de'));

  it('pricing shows the plans, the price in German number format and the sign-up action', async () => {
    fakeApi({});
    renderAt('/pricing', { '/pricing': <PricingPage /> });
    expect(screen.getByRole('heading', { level: 1, name: 'Preise' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Professional Partner' })).toBeTruthy();
    expect(screen.getByText('Am beliebtesten')).toBeTruthy();
    // £4.99 written the German way (4,99 £), in the card and in the billing paragraph.
    expect(screen.getAllByText(/4,99\s£/).length).toBeGreaterThan(0);
    expect(screen.getByText(/Professional Partner kostet 4,99\s£ pro Jahr/)).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Kostenlos beitreten' }).length).toBeGreaterThan(0);
  });

  it('the privacy policy: its contents, its date in German and the privacy address as a link', () => {
    renderAt('/privacy-policy', { '/privacy-policy': <PrivacyPolicyPage /> });
    expect(screen.getByRole('heading', { level: 1, name: 'Datenschutzerklärung' })).toBeTruthy();
    expect(screen.getByText('Zuletzt aktualisiert am 22. November 2026')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Auf dieser Seite' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: '7. Ihre Rechte' })).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'privacy@civicconnect.example' })[0].getAttribute('href')).toBe('mailto:privacy@civicconnect.example');
    expect(screen.getByRole('link', { name: 'DSGVO-Konformität' }).getAttribute('href')).toBe('/gdpr-compliance');
  });

  it('the blog dates its posts in German', () => {
    renderAt('/blog', { '/blog': <BlogPage /> });
    expect(screen.getByText('12. November 2026')).toBeTruthy();
    expect(screen.getAllByText('Von Hannah Okafor, Product Lead').length).toBe(2);
  });

  it('a page that does not exist says so in German', async () => {
    renderAt('/nowhere', { '*': <NotFoundPage /> });
    expect(await screen.findByRole('heading', { level: 1, name: 'Seite nicht gefunden' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Zur Startseite' })).toBeTruthy();
  });
});

describe('the information pages in Spanish', () => {
  beforeAll(() => speak('es'));

  it('the FAQs: groups, questions and an answer that names the yearly price (pounds as Spanish writes them: 4,99 GBP)', async () => {
    renderAt('/faqs', { '/faqs': <FaqsPage /> });
    expect(screen.getByRole('heading', { level: 1, name: 'Preguntas frecuentes' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Membresía y precios' })).toBeTruthy();
    const question = screen.getByRole('button', { name: '¿Qué incluye Socio Profesional?' });
    question.click();
    expect(await screen.findByText(/^Por 4,99\sGBP al año puede explorar/)).toBeTruthy();
  });
});
