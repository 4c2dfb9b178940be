// Issue 29 "Worldwide in fact", the app's core pieces in another language: the contact form, the
// membership plans with their price, the route titles a tab shows, and the dates of the member's
// home, in German; English stays the specification's.
import { screen } from '@testing-library/preact';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContactForm } from '../../web/components/contact-form';
import { PlanCard } from '../../web/features/membership/plan-card';
import { planByTier } from '../../web/features/membership/plans';
import { routeAt } from '../../web/app/routes';
import { activateLocale, loadAppMessages, t } from '../../web/lib/i18n';
import { dateParts } from '../../contracts/format';
import { nextDateOnWeekday } from '../helpers/dates';

// A 30 November that is a Monday, from the test's clock (no fixed year).
const MONDAY_30_NOV = nextDateOnWeekday('11-30', 1);
import { fakeApi, renderAt } from './harness';

const inLocale = async (locale: 'de' | 'en-GB') => {
  await activateLocale(locale);
  await loadAppMessages();
};

describe('in German', () => {
  beforeAll(() => inLocale('de'));
  afterAll(() => inLocale('en-GB'));

  it('the contact form names its fields and its button in German', () => {
    fakeApi({});
    renderAt('/contact-us', { '/contact-us': <ContactForm /> });
    expect(screen.getByRole('form', { name: 'Kontaktformular' })).toBeTruthy();
    expect(screen.getByLabelText('Betreff (optional)')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Nachricht senden' })).toBeTruthy();
  });

  it('a plan shows its name, its price as German writes it, and its action', () => {
    renderAt('/upgrade-account', {
      '/upgrade-account': <PlanCard plan={planByTier('professional')} mode="demo" viewer="basic" current={false} highlighted busy={false} disabled={false} onChoose={() => undefined} />,
    });
    expect(screen.getByRole('heading', { name: 'Professioneller Partner' })).toBeTruthy();
    expect(screen.getByText('4,99 £')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Upgrade auf Professioneller Partner' })).toBeTruthy();
    expect(screen.getByText('Demo-Kasse: Es wird nichts abgebucht')).toBeTruthy();
  });

  it('route titles and descriptions are message ids read in the active language', () => {
    const route = routeAt('/upgrade-account')!;
    expect(t(route.title)).toBe('Konto upgraden');
    expect(t(routeAt('/login')!.title)).toBe('Anmelden');
    expect(t(routeAt('/privacy-policy')!.description!)).toBe('Welche personenbezogenen Daten Civic Connect speichert, warum, und Ihre Rechte.');
  });

  it('a meetup day on the member home is written in German', () => {
    const { weekday, day, month } = dateParts(MONDAY_30_NOV);
    expect([weekday, day, month]).toEqual([expect.stringMatching(/^Mo\.?$/), '30', expect.stringMatching(/^Nov\.?$/)]);
  });
});

describe('in English (the specification)', () => {
  it('keeps the English texts and formats', async () => {
    await inLocale('en-GB');
    expect(t(routeAt('/')!.title)).toBe('Meetups at quality venues worldwide');
    expect(dateParts(MONDAY_30_NOV)).toEqual({ weekday: 'Mon', day: '30', month: 'Nov' });
  });
});
