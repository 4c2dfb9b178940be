// /create-meetup as an organiser uses it (issue 25: component tests on the renderer that ships):
// what the form says before anything is sent, the request it sends, and where the server's
// refusals appear.
import { screen, waitFor, within } from '@testing-library/preact';
import { beforeEach, describe, expect, it } from 'vitest';
import CreateMeetupPage from '../../web/features/meetups/create-meetup-page';
import { daysFromNow } from '../helpers/dates';
import { errorFor, fakeApi, renderAt, reply, sent, type ApiCall } from './harness';

const VENUE_ID = '0b6c6c52-5d5e-4f53-9f0e-1d2a3b4c5d6e';
const venue = {
  id: VENUE_ID,
  name: 'The Old Library',
  address: '1 Market Street, Leeds',
  latitude: 53.8,
  longitude: -1.55,
  capacity: 40,
  venue_type: 'library',
  min_booking_hours: 1,
  instant_booking: false,
  weekend_available: true,
  amenities: [],
  cover_image_url: null,
  cover_thumbnail_url: null,
  default_booking_rate: 0,
  created_at: new Date().toISOString(),
  rating: { average: null, count: 0 },
};
const site = { app_name: 'Civic Connect', public_url: 'http://localhost', postcode_search: false, map: { tile_url: '', attribution: '', attribution_url: '' }, booking_horizon_months: 12 };
const date = daysFromNow(30);

/** The server's answer for a venue open every day: each date asked for, past ones past. */
function openDays(path: string) {
  const q = new URL(path, 'http://localhost').searchParams;
  const today = daysFromNow(0);
  const days = [];
  for (let d = q.get('from')!; d <= q.get('to')!; d = new Date(Date.parse(`${d}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10)) days.push({ date: d, state: d < today ? 'past' : 'open' });
  return { time_zone: 'Europe/London', today, days, busy: [] };
}

let calls: ApiCall[];
let answerCreate: (call: ApiCall) => unknown;
beforeEach(() => {
  answerCreate = (call) => ({ ...(call.body as object), id: 'new-meetup', venue_name: venue.name, booking_status: 'pending' });
  calls = fakeApi({
    'GET /api/site': site,
    'GET /api/venues': { venues: [venue], next_cursor: null },
    [`GET /api/venues/${VENUE_ID}`]: venue,
    [`GET /api/venues/${VENUE_ID}/availability`]: (call: ApiCall) => openDays(call.path),
    'POST /api/meetups': (call: ApiCall) => answerCreate(call),
  });
});

const open = () => renderAt('/create-meetup', { '/create-meetup': <CreateMeetupPage />, '/meetups/:id': <p>Meetup page</p> });

async function fillIn(user: ReturnType<typeof open>['user']) {
  await user.type(screen.getByLabelText('Title'), 'Open data breakfast');
  await user.type(screen.getByLabelText('Date'), date);
  await user.click(await screen.findByText(venue.name));
  await user.type(screen.getByLabelText('Tags'), 'Open Data, housing');
}

describe('create meetup', () => {
  it('says what is missing at each field, sends nothing, and clears a message as the field is fixed', async () => {
    const { user } = open();
    await screen.findByText(venue.name); // the venue list has loaded
    await user.click(screen.getByRole('button', { name: 'Send booking request' }));

    expect(errorFor('Title')).toBe('Give the meetup a title of at least 3 characters.');
    expect(errorFor('Date')).toBe('Choose a date.');
    expect(screen.getByText('Choose a venue.')).toBeTruthy();
    // The first field to fix gets the focus.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Title')));
    expect(sent(calls, 'POST', '/api/meetups')).toHaveLength(0);

    await user.type(screen.getByLabelText('Title'), 'Op');
    expect(errorFor('Title')).toBeNull();
    expect(errorFor('Date')).toBe('Choose a date.'); // the others stay until fixed
  });

  it("refuses more attendees than the chosen venue holds, in the venue's words", async () => {
    const { user } = open();
    await fillIn(user);
    const max = screen.getByLabelText('Maximum attendees');
    await user.clear(max);
    await user.type(max, '41');
    await user.click(screen.getByRole('button', { name: 'Send booking request' }));
    expect(errorFor('Maximum attendees')).toBe('The Old Library holds at most 40 people.');
    expect(sent(calls, 'POST', '/api/meetups')).toHaveLength(0);
  });

  it('sends the meetup as the API expects it and opens its page with the booking request sent', async () => {
    const { user, where } = open();
    await fillIn(user);
    await user.click(screen.getByLabelText('Refreshments provided'));
    await user.click(screen.getByRole('button', { name: 'Send booking request' }));

    await waitFor(() => expect(where()).toBe('/meetups/new-meetup'));
    const [post] = sent(calls, 'POST', '/api/meetups');
    expect(post.body).toMatchObject({
      title: 'Open data breakfast',
      date,
      time: '18:30',
      duration: 120,
      venue_id: VENUE_ID,
      max_attendees: 30,
      tags: ['Open Data', 'housing'],
      meetup_type: 'networking',
      provides_refreshments: true,
      has_networking_time: true,
      is_recurring: false,
      recurring_frequency: null,
      requires_dress_code: false,
      dress_code_type: null,
      cover_image_url: null,
    });
    const toast = await screen.findByText('Booking request sent');
    expect(toast.parentElement?.textContent).toContain("The Old Library will review it. You'll be notified when they decide.");
  });

  it("shows the venue's refusal next to the field it is about, and a general failure above the form", async () => {
    const { user, where } = open();
    await fillIn(user);
    answerCreate = () => reply(409, { error: 'booking_conflict', message: 'The venue is already booked at that time.', field: 'time' });
    await user.click(screen.getByRole('button', { name: 'Send booking request' }));
    await waitFor(() => expect(errorFor('Start time')).toBe('The venue is already booked at that time.'));
    expect(errorFor('Date')).toBeNull();
    expect(where()).toBe('/create-meetup');

    // Changing the time clears the message; a refusal about no field is said for the whole form.
    const time = screen.getByLabelText('Start time');
    await user.clear(time);
    await user.type(time, '19:00');
    expect(errorFor('Start time')).toBeNull();
    answerCreate = () => reply(429, { error: 'quota_exceeded', message: 'You have created too many meetups today.' });
    await user.click(screen.getByRole('button', { name: 'Send booking request' }));
    const alert = await screen.findByText('You have created too many meetups today.');
    expect(within(alert.closest('[role="alert"]') ?? alert.parentElement!).getByText('Not saved')).toBeTruthy();
    expect(sent(calls, 'POST', '/api/meetups').map((c) => (c.body as { time: string }).time)).toEqual(['18:30', '19:00']);
  });
});

