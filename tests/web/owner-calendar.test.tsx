// The owner's calendar as a month grid (issue 27): it opens on the month of the next booking
// with that day chosen, lists the chosen day's bookings, and moves by keyboard.
import { screen, waitFor, within } from '@testing-library/preact';
import { beforeEach, describe, expect, it } from 'vitest';
import { CalendarPanel } from '../../web/features/venue-management/calendar-panel';
import { daysFromNow } from '../helpers/dates';
import { fakeApi, renderAt, type ApiCall } from './harness';

const next = daysFromNow(70);
const booking = {
  id: 'b1',
  title: 'Open data breakfast',
  venue_id: 'v1',
  venue_name: 'The Old Library',
  date: next,
  time: '09:00',
  duration: 90,
  time_zone: 'Europe/London',
  starts_at: `${next}T09:00:00.000Z`,
  ends_at: `${next}T10:30:00.000Z`,
  booking_status: 'pending',
  booking_expires_at: `${next}T00:00:00.000Z`,
  organizer_name: 'Pat',
  attendee_count: 3,
  max_attendees: 20,
};
const monthName = (ymd: string) => new Date(`${ymd}T12:00:00Z`).toLocaleDateString('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });

let calls: ApiCall[];
beforeEach(() => {
  calls = fakeApi({
    'GET /api/venue-management/calendar': (call: ApiCall) => {
      const q = new URL(call.path, 'http://localhost').searchParams;
      const inRange = q.get('from')! <= next && next <= q.get('to')!;
      return { bookings: inRange ? [booking] : [], next_booking_date: next };
    },
  });
});

describe('owner calendar month grid', () => {
  it('opens on the month of the next booking with its day chosen, and lists that day', async () => {
    renderAt('/', { '/': <CalendarPanel /> });
    const grid = await screen.findByRole('grid', { name: monthName(next) }, { timeout: 8000 });
    await waitFor(() => expect(within(within(grid).getByRole('gridcell', { selected: true })).getByRole('button').getAttribute('aria-label')).toMatch(/1 booking, 1 waiting for your answer/), { timeout: 5000 });
    const day = screen.getByTestId('calendar-day');
    await waitFor(() => expect(within(day).getByText('Open data breakfast')).toBeTruthy(), { timeout: 5000 });
    expect(calls.some((c) => c.path.includes(`to=`))).toBe(true);
  });

  it('moves by day, week and month from the keyboard, focus following the chosen day', async () => {
    const { user } = renderAt('/', { '/': <CalendarPanel /> });
    await screen.findByRole('grid', { name: monthName(next) }, { timeout: 8000 });
    // The grid has moved to the next booking's day once that day is the chosen one.
    await waitFor(() => expect(screen.getByRole('gridcell', { selected: true }).querySelector('button')!.getAttribute('data-date')).toBe(next), { timeout: 5000 });
    const start = screen.getByRole('gridcell', { selected: true }).querySelector('button')!;
    start.focus();
    await user.keyboard('{ArrowRight}');
    const plusOne = new Date(Date.parse(`${next}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    await waitFor(() => expect(document.activeElement?.getAttribute('data-date')).toBe(plusOne), { timeout: 5000 });
    await user.keyboard('{ArrowUp}');
    const weekBefore = new Date(Date.parse(`${plusOne}T12:00:00Z`) - 7 * 86_400_000).toISOString().slice(0, 10);
    await waitFor(() => expect(document.activeElement?.getAttribute('data-date')).toBe(weekBefore), { timeout: 5000 });
    expect(within(screen.getByTestId('calendar-day')).getByText(/No bookings · next on/)).toBeTruthy();
    // Page Down: the first day of the month after the chosen day's.
    await user.keyboard('{PageDown}');
    const [y, m] = weekBefore.split('-').map(Number);
    const following = new Date(Date.UTC(y, m, 1)).toISOString().slice(0, 10);
    await screen.findByRole('grid', { name: monthName(following) }, { timeout: 8000 });
    await waitFor(() => expect(document.activeElement?.getAttribute('data-date')).toBe(following), { timeout: 5000 });
  });
});
