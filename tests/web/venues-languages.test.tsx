// The venues area in another language (issue 29): a German member reads the list of venues, their
// cards and the owner's calendar in German, amounts in the venue's currency as German writes them;
// a Spanish one reads the same card in Spanish.
import { screen, within } from '@testing-library/preact';
import { afterAll, describe, expect, it } from 'vitest';
import type { VenueSummaryDto } from '../../contracts/venues';
import { CalendarPanel } from '../../web/features/venue-management/calendar-panel';
import VenuesPage from '../../web/features/venues/venues-page';
import { activateLocale, loadAppMessages } from '../../web/lib/i18n';
import { daysFromNow } from '../helpers/dates';
import { fakeApi, renderAt } from './harness';

const venue = (over: Partial<VenueSummaryDto>) =>
  ({
    id: 'v1',
    name: 'Halle am Fluss',
    venue_type: 'conference_centre',
    capacity: 40,
    address: 'Uferstraße 1, Berlin',
    default_booking_rate: 4550,
    currency: 'EUR',
    instant_booking: true,
    weekend_available: false,
    cover_image_url: null,
    cover_thumbnail_url: null,
    rating: { average: 4.5, count: 2 },
    ...over,
  }) as VenueSummaryDto;

async function speak(locale: 'de' | 'es') {
  await activateLocale(locale);
  await loadAppMessages();
}

afterAll(() => activateLocale('en-GB'));

describe('venues in German and Spanish', () => {
  it('shows the venue list and its cards in German, the rate in euros as German writes them', async () => {
    await speak('de');
    fakeApi({ 'GET /api/venues': { venues: [venue({})], next_cursor: null } });
    renderAt('/venues', { '/venues': <VenuesPage /> });
    expect(await screen.findByRole('heading', { level: 1, name: 'Veranstaltungsorte weltweit' })).toBeTruthy();
    const card = await screen.findByTestId('venue-card');
    expect(within(card).getByText('Konferenzzentrum')).toBeTruthy();
    expect(within(card).getByText('Sofort')).toBeTruthy();
    expect(card.textContent).toContain('Bis zu 40');
    expect(card.textContent).toContain('45,50\u00a0€ / Stunde');
    expect(card.textContent).toContain('4,5 (2)');
    expect(screen.getByRole('img', { name: 'Mit 4,5 von 5 bewertet' })).toBeTruthy();
    expect(screen.getByPlaceholderText('Name, Stadt oder Adresse')).toBeTruthy();
  });

  it('shows the owner calendar in German: month, weekdays and the pending booking', async () => {
    await speak('de');
    const next = daysFromNow(70);
    fakeApi({
      'GET /api/venue-management/calendar': {
        bookings: [
          { id: 'b1', title: 'Frühstück', venue_id: 'v1', venue_name: 'Halle am Fluss', date: next, time: '09:00', duration: 90, time_zone: 'Europe/Berlin', starts_at: `${next}T08:00:00.000Z`, ends_at: `${next}T09:30:00.000Z`, booking_status: 'pending', booking_expires_at: `${next}T00:00:00.000Z`, organizer_name: 'Pat', attendee_count: 3, max_attendees: 20 },
        ],
        next_booking_date: next,
      },
    });
    renderAt('/venue-management', { '/venue-management': <CalendarPanel /> });
    expect(await screen.findByRole('heading', { name: 'Buchungskalender' })).toBeTruthy();
    const month = new Intl.DateTimeFormat('de', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${next}T12:00:00Z`));
    expect(await screen.findByText(month)).toBeTruthy();
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Mo', 'Di', 'Mi', 'Do', 'Fr', 'Sa', 'So']);
    const booking = await screen.findByTestId('calendar-booking');
    expect(booking.textContent).toContain('1 Std. 30 Min.');
    expect(booking.textContent).toContain('von Pat');
    expect(booking.textContent).toContain('Antworten bis');
  });

  it('shows a free venue card in Spanish', async () => {
    await speak('es');
    fakeApi({ 'GET /api/venues': { venues: [venue({ default_booking_rate: 0, instant_booking: false, rating: { average: null, count: 0 } })], next_cursor: null } });
    renderAt('/venues', { '/venues': <VenuesPage /> });
    const card = await screen.findByTestId('venue-card');
    expect(within(card).getByText('Reserva gratuita')).toBeTruthy();
    expect(within(card).getByText('Aún no hay valoraciones')).toBeTruthy();
    expect(within(card).getByText('Centro de conferencias')).toBeTruthy();
  });
});
