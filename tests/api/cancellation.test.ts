import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { meetups } from '../../server/db/schema/index';
import { queueTemplateEmail } from '../../server/email/email-user';
import { SAMPLE_VENUE } from '../../server/email/templates/facts';
import { notify } from '../../server/notifications/notify';
import type { WorkerDeps } from '../../server/jobs/task';
import { drainJobs, ranKeys } from '../helpers/jobs';
import { appWithOrganiserAndOwner, insertVenue, jobWorker, mailbox, meetupBody, member, notificationsOf, type Member } from '../helpers/meetup-fixtures';
import type { TestApp } from '../helpers/test-app';

// Issue 12: cancellation is its own kind — kept as `cancelled`, the venue's time freed, and a
// meetup_cancelled notice (own preference flag) plus an email to every attendee, sent by jobs.
let t: TestApp, organiser: Member, owner: Member, worker: WorkerDeps;
beforeAll(async () => {
  ({ t, organiser, owner } = await appWithOrganiserAndOwner());
  worker = await jobWorker(t);
});
afterAll(() => t.close());

const setPrefs = (m: Member, email: Record<string, boolean>, inApp: Record<string, boolean>) =>
  t.app.inject({ method: 'PATCH', url: '/api/profile', headers: m.headers, payload: { email_preferences: email, notification_preferences: inApp } });

async function approvedMeetup(title: string, attendees: Member[]) {
  const venueId = (await insertVenue(t.db, owner.id)).id;
  const m = (await t.app.inject({ method: 'POST', url: '/api/meetups', headers: organiser.headers, payload: meetupBody(venueId, { title }) })).json();
  expect((await t.app.inject({ method: 'POST', url: `/api/meetups/${m.id}/approve`, headers: owner.headers })).statusCode).toBe(200);
  for (const a of attendees) expect((await t.app.inject({ method: 'POST', url: `/api/meetups/${m.id}/attendance`, headers: a.headers, payload: { attending: true } })).statusCode).toBe(200);
  return { id: m.id as string, venueId };
}
const cancel = (id: string, who: Member = organiser) => t.app.inject({ method: 'DELETE', url: `/api/meetups/${id}`, headers: who.headers });
const read = (id: string, who: Member) => t.app.inject({ method: 'GET', url: `/api/meetups/${id}`, headers: who.headers });

describe('a cancelled meetup', () => {
  it('is kept as cancelled, seen by its organiser and attendees only, and frees the venue’s time', async () => {
    const attendee = await member(t, 'professional');
    const stranger = await member(t, 'professional');
    const { id, venueId } = await approvedMeetup('Kept after cancelling', [attendee]);
    expect((await cancel(id)).statusCode).toBe(204);
    expect((await cancel(id)).statusCode).toBe(204); // again: nothing more happens

    const [row] = await t.db.select().from(meetups).where(eq(meetups.id, id));
    expect(row.bookingStatus).toBe('cancelled');
    expect(row.cancelledAt).toBeTruthy();
    for (const who of [organiser, attendee, owner]) {
      const res = await read(id, who);
      expect(res.statusCode, 'readable').toBe(200);
      expect(res.json()).toMatchObject({ booking_status: 'cancelled', abilities: { edit: false, cancel: false, join: false } });
    }
    expect((await read(id, stranger)).statusCode).toBe(404);
    const listed = async (who: Member) => (await t.app.inject({ method: 'GET', url: '/api/meetups?when=all&limit=100', headers: who.headers })).json().meetups.map((m: { id: string }) => m.id);
    expect(await listed(stranger)).not.toContain(id);
    expect(await listed(attendee)).toContain(id);
    // The venue page's list of its meetups.
    const atVenue = (await t.app.inject({ method: 'GET', url: `/api/meetups?venue_id=${venueId}&when=upcoming`, headers: stranger.headers })).json().meetups;
    expect(atVenue.map((m: { id: string }) => m.id)).not.toContain(id);

    // No leaving or joining, no editing.
    expect((await t.app.inject({ method: 'POST', url: `/api/meetups/${id}/attendance`, headers: attendee.headers, payload: { attending: false } })).json().error).toBe('meetup_cancelled');
    const edit = await t.app.inject({ method: 'PUT', url: `/api/meetups/${id}`, headers: organiser.headers, payload: meetupBody(venueId, { title: 'Revived' }) });
    expect(edit.statusCode).toBe(409);

    // The same slot at the same venue can be booked and approved again.
    const again = (await t.app.inject({ method: 'POST', url: '/api/meetups', headers: organiser.headers, payload: meetupBody(venueId, { title: 'Same slot' }) })).json();
    expect((await t.app.inject({ method: 'POST', url: `/api/meetups/${again.id}/approve`, headers: owner.headers })).statusCode).toBe(200);
  });
});

describe('cancellation notices', () => {
  it('reach an attendee with Announcements off, in-app and by email, exactly once across two workers; the venue owner in-app', async () => {
    const quiet = await member(t, 'professional', { name: 'Quiet Attendee' });
    const plain = await member(t, 'professional');
    expect((await setPrefs(quiet, { announcements: false }, { announcements: false })).statusCode).toBe(200);
    const { id } = await approvedMeetup('Cancelled for the quiet one', [quiet, plain]);
    const before = (await mailbox(t)).length;
    expect((await cancel(id)).statusCode).toBe(204);
    await Promise.all([drainJobs(worker), drainJobs({ ...worker }), drainJobs(worker)]);

    for (const who of [quiet, plain, owner]) {
      const notes = (await notificationsOf(t.db, who.id, 'meetup_cancelled')).filter((n) => n.data.meetupId === id);
      expect(notes, who.email).toHaveLength(1);
      expect(notes[0].title).toBe('Meetup cancelled');
      expect(notes[0].message).toContain('"Cancelled for the quiet one"');
    }
    expect((await notificationsOf(t.db, organiser.id, 'meetup_cancelled')).filter((n) => n.data.meetupId === id)).toHaveLength(0);
    const mails = (await mailbox(t)).slice(before).filter((m) => m.subject.startsWith('Cancelled: Cancelled for the quiet one on '));
    expect(mails.map((m) => m.to).sort()).toEqual([quiet.email, plain.email].sort());
    const toQuiet = mails.find((m) => m.to === quiet.email)!;
    expect(toQuiet.text).toContain('Hello Quiet Attendee,');
    expect(toQuiet.text).toContain(`http://localhost:3000/meetups/${id}`);
  });

  it('do not reach an attendee who turned meetup_cancelled off (a later sentinel does)', async () => {
    const muted = await member(t, 'professional');
    expect((await setPrefs(muted, { meetup_cancelled: false }, { meetup_cancelled: false })).statusCode).toBe(200);
    const { id } = await approvedMeetup('Cancelled for the muted one', [muted]);
    const before = (await mailbox(t)).length;
    expect((await cancel(id)).statusCode).toBe(204);
    await drainJobs(worker);
    expect(await ranKeys(t.db, `meetup_cancelled:${id}`)).toHaveLength(1);
    // Sentinels through the same channels, after the cancellation's jobs have all run.
    await notify(t.db, { userId: muted.id, type: 'announcement', title: 'Sentinel', message: 'After the cancellation.' });
    const ctx = { appName: 'Civic Connect', origin: 'http://localhost:3000' };
    expect(await queueTemplateEmail(t.db, ctx, { userId: muted.id, type: 'new_venue_notification', data: { venue: SAMPLE_VENUE } })).toBe(true);

    const notes = await notificationsOf(t.db, muted.id);
    expect(notes.map((n) => n.title)).toContain('Sentinel');
    expect(notes.filter((n) => n.type === 'meetup_cancelled')).toHaveLength(0);
    const mails = (await mailbox(t)).slice(before).filter((m) => m.to === muted.email);
    expect(mails.some((m) => m.subject.includes('The Exchange Hall'))).toBe(true);
    expect(mails.filter((m) => m.subject.startsWith('Cancelled:'))).toHaveLength(0);
  });
});

describe('a cancellation notice in its reader’s language (issue 29)', () => {
  it('is written in each attendee’s own language, and in English for the others', async () => {
    const german = await member(t, 'professional');
    const english = await member(t, 'professional');
    expect((await t.app.inject({ method: 'PATCH', url: '/api/profile', headers: german.headers, payload: { locale: 'de' } })).statusCode).toBe(200);
    const { id } = await approvedMeetup('Abgesagt auf Deutsch', [german, english]);
    expect((await cancel(id)).statusCode).toBe(204);
    await drainJobs(worker);
    const [de] = (await notificationsOf(t.db, german.id, 'meetup_cancelled')).filter((n) => n.data.meetupId === id);
    expect(de.title).toBe('Meetup abgesagt');
    expect(de.message).toMatch(/^„Abgesagt auf Deutsch“ am .+ wurde vom Organisator abgesagt\.$/);
    const [en] = (await notificationsOf(t.db, english.id, 'meetup_cancelled')).filter((n) => n.data.meetupId === id);
    expect(en.title).toBe('Meetup cancelled');
    expect(en.message).toMatch(/^"Abgesagt auf Deutsch" on .+ has been cancelled by the organiser\.$/);
  });
});
