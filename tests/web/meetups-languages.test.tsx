// Issue 29: a member reads the meetups area in their own language — the detail page in German,
// the list with a nearby search in French — and members' own words (titles, venues) stay as written.
import { screen } from '@testing-library/preact';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { MeetupDto } from '../../contracts/meetups';
import MeetupDetailPage from '../../web/features/meetups/meetup-detail-page';
import MeetupsPage from '../../web/features/meetups/meetups-page';
import { activateLocale, loadAppMessages } from '../../web/lib/i18n';
import { daysFromNow } from '../helpers/dates';
import { fakeApi, renderAt } from './harness';

const ID = '7a0d3c1e-8a7b-4c2d-9e1f-0a1b2c3d4e5f';
const meetup = (over: Partial<MeetupDto> = {}): MeetupDto => ({
  id: ID,
  title: 'Open data breakfast',
  description: 'Coffee and council datasets.',
  date: daysFromNow(20),
  time: '08:30',
  duration: 90,
  venue_id: '0b6c6c52-5d5e-4f53-9f0e-1d2a3b4c5d6e',
  venue_name: 'The Old Library',
  venue_address: '1 Market Street, Leeds',
  venue_place: 'Leeds, United Kingdom',
  cover_image_url: null,
  venue_image_url: null,
  latitude: null,
  longitude: null,
  organizer_id: 'org-1',
  organizer_name: 'Ada Organiser',
  organizer_profile_open: true,
  max_attendees: 10,
  tags: [],
  registration_required: false,
  meetup_type: 'workshop',
  target_audience: null,
  experience_level: 'beginner',
  language: 'English',
  is_recurring: false,
  recurring_frequency: null,
  series_id: null,
  has_networking_time: true,
  provides_refreshments: true,
  allows_photography: false,
  has_live_streaming: false,
  requires_dress_code: false,
  dress_code_type: null,
  booking_status: 'approved',
  booking_expires_at: null,
  rejection_reason: null,
  cancelled_by: null,
  cancellation_reason: null,
  approved_at: new Date().toISOString(),
  rejected_at: null,
  venue_rate_override: null,
  venue_currency: 'GBP',
  created_at: new Date().toISOString(),
  time_zone: 'Europe/London',
  starts_at: `${daysFromNow(20)}T07:30:00.000Z`,
  ends_at: `${daysFromNow(20)}T09:00:00.000Z`,
  is_past: false,
  attendee_count: 7,
  is_attending: false,
  is_full: false,
  waitlist_position: null,
  is_requested: false,
  abilities: { edit: false, cancel: false, decide: false, set_rate: false, join: true, manage_attendees: false, cancel_booking: false },
  ...over,
});

const speak = async (locale: 'de' | 'fr') => {
  await activateLocale(locale);
  await loadAppMessages();
};
afterAll(() => speak('en-GB' as never));

describe('the meetup page in German', () => {
  beforeAll(() => speak('de'));
  beforeEach(() => {
    fakeApi({ [`GET /api/meetups/${ID}`]: meetup() });
  });

  it('says everything around the meetup in German and leaves its title as written', async () => {
    renderAt(`/meetups/${ID}`, { '/meetups/:meetupId': <MeetupDetailPage /> });
    expect(await screen.findByRole('heading', { level: 1, name: 'Open data breakfast' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Am Meetup teilnehmen' })).toBeTruthy();
    expect(screen.getByText('Workshop')).toBeTruthy();
    expect(screen.getByText('Erfrischungen inklusive')).toBeTruthy();
    expect(screen.getByText('Einsteiger')).toBeTruthy();
    expect(screen.getByText('Gut zu wissen')).toBeTruthy();
    expect(screen.getByText('Alle Meetups')).toBeTruthy();
    // The meetup's language, named in German.
    expect(screen.getByText('Englisch')).toBeTruthy();
    expect(screen.queryByText('Join meetup')).toBeNull();
  });
});

describe('the meetups list in French', () => {
  beforeAll(() => speak('fr'));
  beforeEach(() => {
    fakeApi({
      'GET /api/meetups': { meetups: [meetup({ distance_km: 1.24, language: 'German' })], approved_total: 1, total_capped: false, next_cursor: null, nearby: { count: 1 } },
    });
  });

  it('counts, measures and names in French', async () => {
    renderAt('/meetups?showNearby=1&lat=53.8&lng=-1.55&radius=10&label=your+location', { '/meetups': <MeetupsPage /> });
    expect(await screen.findByText('1 rencontre dans un rayon de 10 km')).toBeTruthy();
    expect(screen.getByText('autour de', { exact: false }).textContent).toBe('autour de votre position');
    expect(screen.getByRole('heading', { level: 1, name: 'Rencontres dans le monde' })).toBeTruthy();
    // A decimal comma, and the meetup's language in French because it is not the reader's.
    expect(screen.getByText('à 1,2 km')).toBeTruthy();
    expect(screen.getByTestId('meetup-language').textContent?.trim()).toBe('En allemand');
    expect(screen.getByRole('option', { name: 'Atelier' })).toBeTruthy();
    expect(screen.getByTestId('meetup-card').textContent).toContain('Atelier');
    expect(screen.getByText('7/10 inscrits · 3 places libres')).toBeTruthy();
  });
});
