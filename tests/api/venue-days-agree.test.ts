import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AvailabilityDto } from '../../contracts/bookings';
import { calendarDateIn } from '../../contracts/format';
import { freeStarts } from '../../web/lib/free-starts';
import { localSpan } from '../../web/lib/venue-clock';
import { addDays } from '../helpers/dates';
import type { TestApp } from '../helpers/test-app';
import { appWithOrganiserAndOwner, forgetMeetupQuotas, insertVenue, meetupBody, type Member } from '../helpers/meetup-fixtures';

// Issue 27: a weekdays-only venue's week showed Saturday, Sunday and past days as "Free all
// day" while the slot picker offered nothing there. Both views now read the server's day states;
// this checks the states, the picker's offer built on them, and the booking rule all agree.
let t: TestApp, organiser: Member, owner: Member;
beforeAll(async () => ({ t, organiser, owner } = await appWithOrganiserAndOwner()));
afterAll(() => t.close());

const weekday = (ymd: string) => new Date(`${ymd}T12:00:00Z`).getUTCDay();

describe('a weekdays-only venue: availability view, slot picker and booking agree', () => {
  it('past days are past, Saturday and Sunday are closed, weekdays are open; the picker offers times only on open days and the server books only those', async () => {
    const venue = await insertVenue(t.db, owner.id, { weekendAvailable: false, instantBooking: true, minBookingHours: 1, setupTime: 0 });
    const today = calendarDateIn(new Date(), 'Europe/London');
    const from = addDays(today, -3);
    const to = addDays(today, 13);
    const res = await t.app.inject({ url: `/api/venues/${venue.id}/availability?from=${from}&to=${to}`, headers: organiser.headers });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as AvailabilityDto;
    expect(body.today).toBe(today);
    expect(body.days.map((d) => d.date)).toEqual(Array.from({ length: 17 }, (_, i) => addDays(from, i)));

    for (const { date, state } of body.days) {
      const expected = date < today ? 'past' : [0, 6].includes(weekday(date)) ? 'closed' : 'open';
      expect(state, date).toBe(expected);
    }

    // The slot picker's offer, built from the same answer as the create-meetup page builds it.
    const spans = body.busy.map((b) => ({ ...b, ...localSpan(b, body.time_zone) }));
    const earliest = { date: today, time: '23:59' };
    const offer = (date: string, state: AvailabilityDto['days'][number]['state']) => freeStarts(date, spans, { duration: 60, setup: 0, state, earliest });
    for (const { date, state } of body.days.filter((d) => d.date > today)) {
      expect(offer(date, state).length > 0, date).toBe(state === 'open');
    }
    for (const { date, state } of body.days.filter((d) => d.date < today)) expect(offer(date, state), date).toEqual([]);

    // And the booking rule says the same: a closed day is refused, an open one taken.
    await forgetMeetupQuotas(t, [organiser.id], [venue.id]);
    const closed = body.days.find((d) => d.state === 'closed' && d.date > today)!.date;
    const open = body.days.find((d) => d.state === 'open' && d.date > today)!.date;
    const refused = await t.app.inject({ method: 'POST', url: '/api/meetups', headers: organiser.headers, payload: meetupBody(venue.id, { date: closed, time: '10:00', duration: 60 }) });
    expect(refused.json()).toMatchObject({ error: 'venue_closed_weekends' });
    const taken = await t.app.inject({ method: 'POST', url: '/api/meetups', headers: organiser.headers, payload: meetupBody(venue.id, { date: open, time: '10:00', duration: 60 }) });
    expect(taken.statusCode, taken.body).toBe(201);
  });

  it('a venue open at weekends has Saturday and Sunday open', async () => {
    const venue = await insertVenue(t.db, owner.id, { weekendAvailable: true });
    const today = calendarDateIn(new Date(), 'Europe/London');
    const res = await t.app.inject({ url: `/api/venues/${venue.id}/availability?from=${addDays(today, 1)}&to=${addDays(today, 7)}`, headers: organiser.headers });
    expect((res.json() as AvailabilityDto).days.every((d) => d.state === 'open')).toBe(true);
  });
});
