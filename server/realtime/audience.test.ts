import { describe, expect, it } from 'vitest';
import { messageFor } from './audience';
import type { ChangeEvent } from './publish';

const ME = 'user-me';
const OTHER = 'user-other';
const ev = (e: Partial<ChangeEvent>): ChangeEvent => ({ table: 'venues', type: 'INSERT', id: 'row-1', audience: 'signedIn', ...e });
const got = (e: ChangeEvent, user = ME, readsMeetups = true) => {
  const out = messageFor(e, user, readsMeetups);
  return out ? out.variant : 'nothing';
};

// Who receives what, as a table: (event, viewer) → full row, bare change, or nothing.
describe('realtime audience policy', () => {
  it.each<[string, ChangeEvent, string, string]>([
    ['listed user', ev({ audience: { userIds: [ME] } }), ME, 'full'],
    ['unlisted user', ev({ audience: { userIds: [OTHER] } }), ME, 'nothing'],
    ['venue change, signed in', ev({ table: 'venues', record: { name: 'x' } }), ME, 'full'],
    ['attendance change wrongly sent to everyone, stranger', ev({ table: 'meetup_attendees', record: { user_id: OTHER } }), ME, 'nothing'],
    ['attendance change wrongly sent to everyone, the member', ev({ table: 'meetup_attendees', record: { user_id: ME } }), ME, 'full'],
    ['attendance change, listed organiser', ev({ table: 'meetup_attendees', audience: { userIds: [ME, OTHER] }, record: { user_id: OTHER } }), ME, 'full'],
    ['attendance change, not listed', ev({ table: 'meetup_attendees', audience: { userIds: [OTHER] }, record: { user_id: OTHER } }), ME, 'nothing'],
    ['own notification', ev({ table: 'notifications', audience: { userIds: [ME] }, record: { user_id: ME } }), ME, 'full'],
    ['notification broadcast to everyone', ev({ table: 'notifications', audience: 'signedIn', record: { user_id: ME } }), ME, 'nothing'],
    ['notification naming someone else', ev({ table: 'notifications', audience: { userIds: [ME, OTHER] }, record: { user_id: OTHER } }), ME, 'nothing'],
    ['own profile update', ev({ table: 'profiles', type: 'UPDATE', id: ME, audience: 'signedIn', record: { email: 'me@x' } }), ME, 'full'],
    ['someone else’s profile update', ev({ table: 'profiles', type: 'UPDATE', id: OTHER, audience: 'signedIn', record: { email: 'o@x' } }), ME, 'nothing'],
    ['someone else’s new profile (counts, not who)', ev({ table: 'profiles', type: 'INSERT', id: OTHER, audience: 'signedIn', record: { email: 'o@x' } }), ME, 'count'],
    ['approved meetup', ev({ table: 'meetups', record: { booking_status: 'approved', organizer_id: OTHER } }), ME, 'full'],
    ['pending meetup, listed host', ev({ table: 'meetups', audience: { userIds: [OTHER, ME] }, record: { booking_status: 'pending', organizer_id: OTHER } }), ME, 'full'],
    ['pending meetup, not listed', ev({ table: 'meetups', audience: { userIds: [OTHER] }, record: { booking_status: 'pending', organizer_id: OTHER } }), ME, 'nothing'],
    ['pending meetup wrongly sent to everyone, stranger', ev({ table: 'meetups', record: { booking_status: 'pending', organizer_id: OTHER } }), ME, 'nothing'],
    ['pending meetup wrongly sent to everyone, organiser', ev({ table: 'meetups', record: { booking_status: 'pending', organizer_id: ME } }), ME, 'full'],
    ['rejected meetup wrongly sent to everyone', ev({ table: 'meetups', record: { booking_status: 'rejected', organizer_id: OTHER } }), ME, 'nothing'],
    ['meetup change without a record', ev({ table: 'meetups', type: 'DELETE' }), ME, 'full'],
  ])('%s', (_name, event, viewer, expected) => {
    expect(got(event, viewer)).toBe(expected);
  });

  // Approved meetups and their discussion are for Professional Partners and admins (meetups/policy.ts canRead).
  it.each<[string, ChangeEvent, string]>([
    ['approved meetup', ev({ table: 'meetups', record: { booking_status: 'approved', organizer_id: OTHER } }), 'count'],
    ['meetup change without a record', ev({ table: 'meetups', type: 'UPDATE' }), 'count'],
    ['comment on an approved meetup', ev({ table: 'meetup_comments', record: { meetup_id: 'm1' } }), 'count'],
    ['comment on their own venue’s pending meetup, listed', ev({ table: 'meetup_comments', audience: { userIds: [ME] }, record: { meetup_id: 'm1' } }), 'full'],
    ['pending meetup, listed venue owner', ev({ table: 'meetups', audience: { userIds: [ME] }, record: { booking_status: 'pending' } }), 'full'],
    ['venue change', ev({ table: 'venues', record: { name: 'x' } }), 'full'],
  ])('a member who may not read meetups: %s', (_name, event, expected) => {
    expect(got(event, ME, false)).toBe(expected);
  });

  it('never includes the row or the id in a count-only change', () => {
    const out = messageFor(ev({ table: 'profiles', id: OTHER, record: { email: 'secret@x' } }), ME);
    expect(out?.message).toEqual({ type: 'change', table: 'profiles', event: 'INSERT', id: 'count' });
    const meetup = messageFor(ev({ table: 'meetups', id: 'm1', type: 'UPDATE', record: { booking_status: 'approved', title: 't' } }), ME, false);
    expect(meetup?.message).toEqual({ type: 'change', table: 'meetups', event: 'UPDATE', id: 'count' });
  });
});
