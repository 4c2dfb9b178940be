// Settings and the admin dashboard in another language (issue 29): a member who chose German or
// Spanish reads Settings → Privacy, the Push switches and the admin's Users list in it, with
// their own words (names) untouched; plural rules follow the language.
import { screen } from '@testing-library/preact';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { UsersTab } from '../../web/features/admin/users-tab';
import { PreferenceGroup } from '../../web/features/settings/preference-group';
import { PUSH_PREFERENCE_LABELS } from '../../web/features/settings/preference-labels';
import { PrivacyTab } from '../../web/features/settings/privacy-tab';
import { activateLocale, loadAppMessages, t } from '../../web/lib/i18n';
import { fakeApi, renderAt } from './harness';

const ON = { all: true, booking_approved: true, booking_rejected: true, places: true, meetup_reminder: true, meetup_cancelled: true, messages: true, connection_requests: true, announcements: true };

async function speak(locale: 'de' | 'es' | 'ar') {
  await activateLocale(locale);
  await loadAppMessages();
}
afterAll(() => activateLocale('en-GB'));

describe('Settings in German', () => {
  beforeAll(() => speak('de'));

  it('shows the Privacy tab in German', async () => {
    fakeApi({});
    renderAt('/settings', { '/settings': <PrivacyTab /> });
    expect(await screen.findByRole('heading', { name: 'Ihre Privatsphäre' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Datenschutzerklärung/ })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Konto löschen' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Mein Konto löschen' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Meine Daten herunterladen' })).toBeTruthy();
  });

  it('labels the Push switches in German and pauses them in German while “all” is off', async () => {
    renderAt('/settings', {
      '/settings': <PreferenceGroup field="push_preferences" legend={t('settings.push.whatLegend')} description={t('settings.push.whatDescription')} labels={PUSH_PREFERENCE_LABELS} values={{ ...ON, all: false }} />,
    });
    expect(await screen.findByRole('group', { name: 'Was per Push gesendet wird' })).toBeTruthy();
    expect(screen.getByLabelText('Alle Push-Benachrichtigungen')).toBeTruthy();
    expect(screen.getByLabelText('Erinnerungen an Treffen')).toBeTruthy();
    expect(screen.getAllByText('Pausiert, solange „Alle Push-Benachrichtigungen“ ausgeschaltet ist.').length).toBe(8);
  });
});

describe('the admin Users list in Spanish', () => {
  beforeAll(() => speak('es'));

  it('shows its words in Spanish and the member’s name as written', async () => {
    vi.stubGlobal('matchMedia', () => ({ matches: false, addEventListener: () => {}, removeEventListener: () => {} }));
    fakeApi({
      'POST /functions/v1/admin-list-users': {
        users: [{ id: '00000000-0000-4000-8000-000000000001', name: 'Zoë Müller', email: 'zoe@example.com', role: 'venue', is_suspended: true, venue_count: 2, partner_max_venues_allowed: 3, partner_id: null }],
        next_cursor: null,
      },
    });
    renderAt('/admin', { '/admin': <UsersTab canAct /> });
    expect(await screen.findByText('Zoë Müller')).toBeTruthy();
    expect(screen.getByText('Mostrando 1')).toBeTruthy();
    expect(screen.getByText('Suspendidos en la vista: 1')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retirar suspensión' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Gestionar límite de espacios/ })).toBeTruthy();
    expect(screen.getByLabelText('Buscar usuarios')).toBeTruthy();
  });
});

describe('admin counts in Arabic', () => {
  beforeAll(() => speak('ar'));

  it('uses the dual and the plural forms Arabic has', () => {
    expect(t('admin.venueLimit.count', { count: 1 })).toBe('لديه مكان واحد الآن.');
    expect(t('admin.venueLimit.count', { count: 2 })).toBe('لديه مكانان الآن.');
    expect(t('admin.moderation.openAgainst', { count: 2 })).toBe('بلاغان مفتوحان ضده');
  });
});
