import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertMeetup, insertVenue, member, type Member } from '../helpers/meetup-fixtures';
import { openSocket, type TestSocket } from '../helpers/realtime-client';
import { appWithRealtime, closeAll } from '../helpers/realtime-apps';
import type { TestApp } from '../helpers/test-app';

// Issue 9, leaks: who joins or leaves a meetup reaches only the organiser, the venue owner and
// the member who acted; everyone else who may see the meetup learns only that it changed.

let t: TestApp, url: string;
const sockets: TestSocket[] = [];
beforeAll(async () => ({ t, url } = await appWithRealtime()));
afterAll(() => closeAll(sockets, t));

async function listening(m: Member) {
  const s = await openSocket(url, m.token);
  sockets.push(s);
  return s;
}
const attendanceEvents = (s: TestSocket) => s.messages.filter((m) => m.type === 'change' && m.table === 'meetup_attendees');

describe('attendance events', () => {
  it('go to the organiser, the venue owner and the member who joined or left; not to an outsider', async () => {
    const [organiser, owner, joiner, outsider] = [await member(t, 'professional'), await member(t, 'venue'), await member(t, 'professional'), await member(t, 'professional')];
    const venue = await insertVenue(t.db, owner.id);
    const meetup = await insertMeetup(t.db, organiser.id, { venueId: venue.id });
    const [orgSocket, ownerSocket, joinerSocket, outsiderSocket] = [await listening(organiser), await listening(owner), await listening(joiner), await listening(outsider)];

    const join = await t.app.inject({ method: 'POST', url: `/api/meetups/${meetup.id}/attendance`, headers: joiner.headers, payload: { attending: true } });
    expect(join.statusCode).toBe(200);
    const leave = await t.app.inject({ method: 'POST', url: `/api/meetups/${meetup.id}/attendance`, headers: joiner.headers, payload: { attending: false } });
    expect(leave.statusCode).toBe(200);

    const row = { table: 'meetup_attendees', id: `${meetup.id}:${joiner.id}`, record: { meetup_id: meetup.id, user_id: joiner.id } };
    for (const s of [orgSocket, ownerSocket, joinerSocket]) {
      await s.next((m) => m.type === 'change' && m.table === 'meetup_attendees' && m.event === 'DELETE');
      expect(attendanceEvents(s)).toEqual([
        { type: 'change', event: 'INSERT', ...row },
        { type: 'change', event: 'DELETE', ...row },
      ]);
    }

    // The sentinel: each attendance row is followed (same transaction) by a change of the meetup,
    // without a record. The outsider gets both of those, so the rows were never sent to them.
    const meetupChanges = () => outsiderSocket.messages.filter((m) => m.type === 'change' && m.table === 'meetups' && m.id === meetup.id);
    await outsiderSocket.next(() => meetupChanges().length === 2);
    expect(meetupChanges()).toEqual([
      { type: 'change', table: 'meetups', event: 'UPDATE', id: meetup.id },
      { type: 'change', table: 'meetups', event: 'UPDATE', id: meetup.id },
    ]);
    expect(attendanceEvents(outsiderSocket)).toEqual([]);
    expect(JSON.stringify(outsiderSocket.messages)).not.toContain(joiner.id);
  });
});

describe('check-in events (issue 15)', () => {
  it('reach the organiser and co-hosts (the live arrivals count) and the member; not another attendee', async () => {
    const [organiser, owner, cohost, guest, other] = [await member(t, 'professional'), await member(t, 'venue'), await member(t, 'professional'), await member(t, 'professional'), await member(t, 'professional')];
    const venue = await insertVenue(t.db, owner.id);
    const meetup = await insertMeetup(t.db, organiser.id, { venueId: venue.id });
    for (const m of [guest, other]) await t.app.inject({ method: 'POST', url: `/api/meetups/${meetup.id}/attendance`, headers: m.headers, payload: { attending: true } });
    await t.app.inject({ method: 'POST', url: `/api/meetups/${meetup.id}/cohosts`, headers: organiser.headers, payload: { user_id: cohost.id } });
    const [orgSocket, cohostSocket, guestSocket, otherSocket] = [await listening(organiser), await listening(cohost), await listening(guest), await listening(other)];

    expect((await t.app.inject({ method: 'POST', url: `/api/meetups/${meetup.id}/check-in`, headers: cohost.headers, payload: { user_id: guest.id } })).statusCode).toBe(200);
    // The sentinel: `other` checks in next; their own event must reach them after the guest's would have.
    expect((await t.app.inject({ method: 'POST', url: `/api/meetups/${meetup.id}/check-in`, headers: organiser.headers, payload: { user_id: other.id } })).statusCode).toBe(200);
    const checkIn = (who: Member) => ({ type: 'change', table: 'meetup_attendees', event: 'UPDATE', id: `${meetup.id}:${who.id}`, record: { meetup_id: meetup.id, user_id: who.id } });
    for (const s of [orgSocket, cohostSocket]) {
      await s.next((m) => m.type === 'change' && m.event === 'UPDATE' && m.id === `${meetup.id}:${other.id}`);
      expect(attendanceEvents(s)).toEqual([checkIn(guest), checkIn(other)]);
    }
    await guestSocket.next((m) => m.type === 'change' && m.event === 'UPDATE');
    expect(attendanceEvents(guestSocket)).toEqual([checkIn(guest)]);
    await otherSocket.next((m) => m.type === 'change' && m.event === 'UPDATE');
    expect(attendanceEvents(otherSocket)).toEqual([checkIn(other)]);
  });
});
