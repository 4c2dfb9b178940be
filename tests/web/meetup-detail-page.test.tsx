// /meetups/{id} as members and organisers use it (issue 25: component tests on the renderer that
// ships): what the page says about the meetup, joining and a full meetup, and the organiser's
// cancellation behind its confirmation dialog (Radix on preact/compat).
import { screen, waitFor, within } from '@testing-library/preact';
import { beforeEach, describe, expect, it } from 'vitest';
import type { MeetupDto } from '../../contracts/meetups';
import MeetupDetailPage from '../../web/features/meetups/meetup-detail-page';
import { daysFromNow } from '../helpers/dates';
import { longDate } from '../../contracts/format';
import { fakeApi, renderAt, reply, sent, type ApiCall } from './harness';

const ID = '5f0d3c1e-8a7b-4c2d-9e1f-0a1b2c3d4e5f';
const abilities = { edit: false, cancel: false, decide: false, set_rate: false, join: true, manage_attendees: false, cancel_booking: false };
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
  tags: ['open data'],
  registration_required: false,
  meetup_type: 'networking',
  target_audience: null,
  experience_level: null,
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
  abilities,
  ...over,
});

let calls: ApiCall[];
let answerMeetup: () => unknown;
let answerAttendance: (call: ApiCall) => unknown;
beforeEach(() => {
  // The server's answer after a join counts the new attendee, as the real one does.
  let joined = false;
  answerMeetup = () => (joined ? meetup({ is_attending: true, attendee_count: 8 }) : meetup());
  answerAttendance = () => {
    joined = true;
    return { attending: true, joined: true, attendee_count: 8, is_full: false };
  };
  calls = fakeApi({
    [`GET /api/meetups/${ID}`]: () => answerMeetup(),
    [`POST /api/meetups/${ID}/attendance`]: (call: ApiCall) => answerAttendance(call),
    [`DELETE /api/meetups/${ID}`]: reply(204),
    [`GET /api/meetups/${ID}/alternatives`]: { alternatives: [{ venue_id: 'v2', name: 'Civic Hall', address: '2 Town Square, Leeds', distance_km: 1.2, capacity: 50 }] },
  });
});

const open = () => renderAt(`/meetups/${ID}`, { '/meetups/:meetupId': <MeetupDetailPage />, '/meetups': <p>All meetups</p> });

describe('meetup detail', () => {
  it('shows the meetup, and joining sends the attendance and says so', async () => {
    const { user } = open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Open data breakfast' })).toBeTruthy();
    expect(screen.getByText('Refreshments provided')).toBeTruthy();
    expect(screen.getByTestId('attendee-count').textContent).toBe('7 / 10');
    expect(screen.getByText('3 places left')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Join meetup' }));
    expect(await screen.findByText("You're going!")).toBeTruthy();
    expect(sent(calls, 'POST', `/api/meetups/${ID}/attendance`).map((c) => c.body)).toEqual([{ attending: true }]);
    await waitFor(() => expect(screen.getByTestId('attendee-count').textContent).toBe('8 / 10'));
    expect(screen.getByRole('button', { name: 'Leave meetup' })).toBeTruthy();
  });

  it("links the organiser's name to their profile only when the server says it opens (issue 27)", async () => {
    open();
    const link = await screen.findByRole('link', { name: 'Ada Organiser' });
    expect(link.getAttribute('href')).toBe('/members/org-1');
  });

  it("shows a hidden organiser's name as plain text, not a link to \"This profile is private\"", async () => {
    answerMeetup = () => meetup({ organizer_profile_open: false });
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Open data breakfast' })).toBeTruthy();
    expect(screen.getByText('Ada Organiser').closest('a')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Ada Organiser' })).toBeNull();
  });

  it('says "This meetup is full" when the last place went first', async () => {
    const { user } = open();
    answerAttendance = () => reply(409, { error: 'meetup_full', message: 'This meetup is full.' });
    await user.click(await screen.findByRole('button', { name: 'Join meetup' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('This meetup is full');
  });

  it("lets the organiser cancel after confirming, and keeps the meetup when they don't", async () => {
    answerMeetup = () => meetup({ abilities: { ...abilities, edit: true, cancel: true, join: false } });
    const { user, where } = open();
    expect(await screen.findByText("You're hosting this meetup")).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Cancel meetup' }));
    let dialog = await screen.findByRole('dialog', { name: 'Cancel this meetup?' });
    expect(within(dialog).getByText('7 attendees and the venue will be told. This cannot be undone.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Keep meetup' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent(calls, 'DELETE', `/api/meetups/${ID}`)).toHaveLength(0);

    // The page is usable again once the dialog has gone (Radix hid it while the dialog was open).
    await user.click(await screen.findByRole('button', { name: 'Cancel meetup' }, { timeout: 3000 }));
    dialog = await screen.findByRole('dialog', { name: 'Cancel this meetup?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel meetup' }));
    await waitFor(() => expect(where()).toBe('/meetups'));
    expect(sent(calls, 'DELETE', `/api/meetups/${ID}`)).toHaveLength(1);
    expect(await screen.findByText('Meetup cancelled')).toBeTruthy();
  });

  it('tells the organiser of a rejected request why, and which venues are free at that time', async () => {
    answerMeetup = () => meetup({ booking_status: 'rejected', rejection_reason: 'Closed for repairs that week.', abilities: { ...abilities, edit: true, cancel: true, join: false } });
    open();
    expect(await screen.findByText('The venue rejected this booking')).toBeTruthy();
    expect(screen.getByText('Reason: Closed for repairs that week.')).toBeTruthy();
    const alternatives = await screen.findByTestId('alternatives');
    expect(within(alternatives).getByText('Civic Hall')).toBeTruthy();
    expect(within(alternatives).getByText('1.2 km')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Join meetup' })).toBeNull();
  });

  it('says when a meetup does not exist', async () => {
    answerMeetup = () => reply(404, { error: 'not_found', message: 'Meetup not found.' });
    open();
    expect(await screen.findByRole('heading', { name: 'Meetup not found' })).toBeTruthy();
  });

  // Issue 27: on a slow network a live update showed the member as going before the join
  // answered, and the button said "Leaving…" while it was joining.
  it('names the request in flight: "Joining…" even when a live update already shows the member going', async () => {
    let answer!: (v: unknown) => void;
    answerAttendance = () =>
      new Promise((resolve) => {
        answer = resolve;
      });
    const { user, queryClient } = open();
    await user.click(await screen.findByRole('button', { name: 'Join meetup' }));
    expect(await screen.findByRole('button', { name: 'Joining…' })).toBeTruthy();
    // The server has committed the join and published it; the page refreshes before the answer arrives.
    answerMeetup = () => meetup({ is_attending: true, attendee_count: 8 });
    await queryClient.invalidateQueries();
    expect(await screen.findByText("You're going")).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Joining…' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Leaving…' })).toBeNull();
    answer({ attending: true, joined: true, attendee_count: 8, is_full: false });
    expect(await screen.findByRole('button', { name: 'Leave meetup' })).toBeTruthy();
  });

  it('asks before leaving, and leaves only when confirmed', async () => {
    answerMeetup = () => meetup({ is_attending: true, attendee_count: 8 });
    answerAttendance = () => ({ attending: false, joined: false, attendee_count: 7, is_full: false });
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Leave meetup' }));
    let dialog = await screen.findByRole('dialog', { name: 'Leave Open data breakfast?' });
    expect(within(dialog).getByText('Your place is freed for someone else. You can join again while places are left.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent(calls, 'POST', `/api/meetups/${ID}/attendance`)).toHaveLength(0);

    await user.click(await screen.findByRole('button', { name: 'Leave meetup' }, { timeout: 3000 }));
    dialog = await screen.findByRole('dialog', { name: 'Leave Open data breakfast?' });
    await user.click(within(dialog).getByRole('button', { name: 'Leave meetup' }));
    expect(await screen.findByText('You left this meetup')).toBeTruthy();
    expect(sent(calls, 'POST', `/api/meetups/${ID}/attendance`).map((c) => c.body)).toEqual([{ attending: false }]);
  });

  it('names the date when the organiser cancels one date of a series, and says the series goes on', async () => {
    answerMeetup = () => meetup({ series_id: 'a1b2c3d4-0000-4000-8000-000000000001', abilities: { ...abilities, edit: true, cancel: true, join: false } });
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Cancel this date' }));
    const day = longDate(daysFromNow(20), { weekday: true });
    const dialog = await screen.findByRole('dialog', { name: `Cancel the meetup on ${day}?` });
    expect(within(dialog).getByText('Only this date is cancelled: the series goes on with its other dates. 7 attendees and the venue will be told. This cannot be undone.')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Keep this date' })).toBeTruthy();
  });

  it('a rejected meetup says no one can join it, and an empty alternatives panel gives the real reason', async () => {
    answerMeetup = () => meetup({ booking_status: 'rejected', rejection_reason: 'Closed.', abilities: { ...abilities, join: false, edit: true } });
    calls = fakeApi({
      [`GET /api/meetups/${ID}`]: () => answerMeetup(),
      [`GET /api/meetups/${ID}/alternatives`]: { alternatives: [], none_reason: "The other venues nearby that hold 10 people take bookings of at least 3 hours, longer than this meetup's 1 h 30 min." },
    });
    open();
    expect(await screen.findByText('The venue turned down this booking, so no one can join it.')).toBeTruthy();
    expect(screen.queryByText(/once the venue approves/)).toBeNull();
    const panel = await screen.findByTestId('alternatives');
    expect(panel.textContent).toContain('take bookings of at least 3 hours');
    expect(panel.textContent).not.toContain('for this many people');
  });
});
