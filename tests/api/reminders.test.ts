import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { transportFor } from '../../server/email/transport';
import type { WorkerDeps } from '../../server/jobs/task';
import { bringForward, drainJobs, pendingJobs, ranKeys } from '../helpers/jobs';
import { until } from '../helpers/until';
import { rememberDatabase } from '../helpers/auth';
import type { TestApp } from '../helpers/test-app';
import { appWithOrganiserAndOwner, insertVenue, jobWorker, londonIn, meetupBody, member, notificationsOf, setEmailPreference, type Member, mailbox } from '../helpers/meetup-fixtures';

// Day-before reminders: durable jobs on the job queue (graphile-worker, decision 0025), once per key.
let t: TestApp, organiser: Member, owner: Member, worker: WorkerDeps;
beforeAll(async () => {
  ({ t, organiser, owner } = await appWithOrganiserAndOwner());
  worker = await jobWorker(t);
});
afterAll(() => t.close());

// Each meetup at a venue of its own: all start at the same time, and approved bookings at one
// venue may not overlap.
async function meetupWithAttendees(n: number, title: string) {
  const venueId = (await insertVenue(t.db, owner.id)).id;
  const res = await t.app.inject({ method: 'POST', url: '/api/meetups', headers: organiser.headers, payload: meetupBody(venueId, { title }) });
  const m = res.json();
  await t.app.inject({ method: 'POST', url: `/api/meetups/${m.id}/approve`, headers: owner.headers });
  const attendees: Member[] = [];
  for (let i = 0; i < n; i++) {
    const a = await member(t, 'professional');
    expect((await t.app.inject({ method: 'POST', url: `/api/meetups/${m.id}/attendance`, headers: a.headers, payload: {} })).statusCode).toBe(200);
    attendees.push(a);
  }
  return { id: m.id as string, venueId, startsAt: new Date(m.starts_at), attendees };
}

const schedule = (id: string, m: Member = organiser) => t.app.inject({ method: 'POST', url: '/functions/v1/schedule-reminders', headers: m.headers, payload: { meetupId: id } });

describe('schedule-reminders', () => {
  it('schedules the reminder for the day before, once, for the organiser only', async () => {
    const { id, startsAt } = await meetupWithAttendees(0, 'Scheduling check');
    const res = await schedule(id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, scheduled: true, run_at: new Date(startsAt.getTime() - 86_400_000).toISOString() });
    await schedule(id);
    const rows = await pendingJobs(t.db, `meetup_reminder:${id}:`);
    expect(rows).toHaveLength(1);
    const stranger = await member(t, 'professional');
    expect((await schedule(id, stranger)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: '/functions/v1/schedule-reminders', payload: { meetupId: id } })).statusCode).toBe(401);
  });
});

describe('reminders follow approval', () => {
  it('a request waiting for the venue has no reminder; schedule-reminders says so instead of claiming one', async () => {
    const venueId = (await insertVenue(t.db, owner.id)).id;
    const m = (await t.app.inject({ method: 'POST', url: '/api/meetups', headers: organiser.headers, payload: meetupBody(venueId, { title: 'Still pending' }) })).json();
    const res = await schedule(m.id);
    expect(res.json()).toEqual({ success: true, scheduled: false, outcome: 'not_approved', run_at: null });
    expect(await pendingJobs(t.db, `meetup_reminder:${m.id}:`)).toHaveLength(0);
    // Approval plans it by itself; asking again answers that it is already planned.
    await t.app.inject({ method: 'POST', url: `/api/meetups/${m.id}/approve`, headers: owner.headers });
    expect(await pendingJobs(t.db, `meetup_reminder:${m.id}:`)).toHaveLength(1);
    expect((await schedule(m.id)).json()).toMatchObject({ scheduled: true, outcome: 'already_scheduled' });
  });

  it('a meetup approved less than 24 hours before it starts is reminded at approval, once; a later joiner gets theirs on joining', async () => {
    const venueId = (await insertVenue(t.db, owner.id, { instantBooking: true })).id;
    const created = (await t.app.inject({ method: 'POST', url: '/api/meetups', headers: organiser.headers, payload: meetupBody(venueId, { title: 'Late approval' }) })).json();
    const early: Member[] = [];
    for (let i = 0; i < 2; i++) {
      const a = await member(t, 'professional');
      await t.app.inject({ method: 'POST', url: `/api/meetups/${created.id}/attendance`, headers: a.headers, payload: { attending: true } });
      early.push(a);
    }
    // Moved to five hours from now: instant booking approves the new time at once.
    const soon = await londonIn(5);
    const moved = await t.app.inject({ method: 'PUT', url: `/api/meetups/${created.id}`, headers: organiser.headers, payload: meetupBody(venueId, { title: 'Late approval', ...soon }) });
    expect(moved.json()).toMatchObject({ booking_status: 'approved' });
    // Due at once: waiting in the queue, or already run by the app's own runner. One reminder, by
    // its key: a job the runner finishes between the two reads (or whose run is recorded before its
    // queue row goes) shows in both.
    const planned = await pendingJobs(t.db, `meetup_reminder:${created.id}:`);
    const ran = await ranKeys(t.db, `meetup_reminder:${created.id}:`);
    expect(new Set([...planned.map((p) => p.key), ...ran]).size).toBe(1);
    for (const p of planned) expect(p.runAt.getTime()).toBeLessThanOrEqual(Date.now());

    await Promise.all([drainJobs(worker), drainJobs({ ...worker })]);
    for (const a of early) expect((await notificationsOf(t.db, a.id, 'meetup_reminder')).filter((n) => n.data.meetupId === created.id)).toHaveLength(1);
    expect((await schedule(created.id)).json()).toMatchObject({ scheduled: false, outcome: 'already_sent' });

    const late = await member(t, 'professional');
    await t.app.inject({ method: 'POST', url: `/api/meetups/${created.id}/attendance`, headers: late.headers, payload: { attending: true } });
    await drainJobs(worker);
    await drainJobs(worker);
    for (const a of [...early, late]) expect((await notificationsOf(t.db, a.id, 'meetup_reminder')).filter((n) => n.data.meetupId === created.id)).toHaveLength(1);
  });
});

describe('sending', () => {
  it('sends every attendee one notification and one email, exactly once with two workers; preferences respected', async () => {
    const { id, startsAt, attendees } = await meetupWithAttendees(6, 'Two workers');
    await schedule(id);
    await setEmailPreference(t.db, attendees[0].id, 'meetup_reminder', false);
    const mailBefore = (await mailbox(t)).length;

    // Nothing is due two days before: the reminder still waits.
    await drainJobs(worker, new Date(startsAt.getTime() - 2 * 86_400_000));
    expect(await pendingJobs(t.db, `meetup_reminder:${id}:`)).toHaveLength(1);

    const dayBefore = new Date(startsAt.getTime() - 86_400_000 + 60_000);
    const other: WorkerDeps = { ...worker }; // more runners: same database, each its own loop (and the app's runs too)
    await bringForward(t.db, dayBefore);
    await Promise.all([drainJobs(worker), drainJobs(other), drainJobs(worker)]);
    expect(await ranKeys(t.db, `meetup_reminder:${id}:`)).toHaveLength(1);
    expect(await ranKeys(t.db, `meetup_reminder_send:${id}:`)).toHaveLength(7); // six attendees and the organiser

    for (const [i, att] of attendees.entries()) {
      const notes = (await notificationsOf(t.db, att.id, 'meetup_reminder')).filter((n) => n.data.meetupId === id);
      expect(notes, `attendee ${i}`).toHaveLength(1);
    }
    // Brought forward, the reminder runs weeks early: it names the day rather than "tomorrow".
    const mails = (await mailbox(t)).slice(mailBefore).filter((m) => m.subject.startsWith('Reminder: Two workers is on ') && m.to !== organiser.email);
    expect(mails).toHaveLength(5);
    expect(mails.map((m) => m.to)).not.toContain(attendees[0].email);
    expect(new Set(mails.map((m) => m.to)).size).toBe(5);
    expect(mails[0].text).toContain(`http://localhost:3000/meetups/${id}`);
    // The organiser is reminded too (issue 27), once however many runners took part.
    const own = (await notificationsOf(t.db, organiser.id, 'meetup_reminder')).filter((n) => n.data.meetupId === id);
    expect(own).toHaveLength(1);
    expect(own[0].title).toMatch(/^Your meetup is /);
    expect((await mailbox(t)).filter((m) => m.to === organiser.email && m.subject.startsWith('Reminder: Two workers is '))).toHaveLength(1);
  });

  it('survives a restart: a reminder scheduled by one app instance is sent by a new one', async () => {
    const { id, startsAt, attendees } = await meetupWithAttendees(2, 'After restart');
    await schedule(id);
    // The first instance goes away before the reminder is due.
    await t.app.close();
    const fresh = await buildApp({ config: t.config, db: t.db, emailTransport: transportFor(t.config) });
    t.app = fresh;
    rememberDatabase(fresh, t.db); // later tests sign members up (confirmed) through it
    await fresh.ready(); // starts the new instance's job runner, as listen() would
    // The day before comes: the new instance's own runner sends it, with no help from the test.
    await bringForward(t.db, new Date(startsAt.getTime() - 86_400_000 + 1000));
    await until(async () => (await ranKeys(t.db, `meetup_reminder_send:${id}:`)).length === 3); // two attendees and the organiser
    for (const att of attendees) expect((await notificationsOf(t.db, att.id, 'meetup_reminder')).filter((n) => n.data.meetupId === id)).toHaveLength(1);
    expect(await ranKeys(t.db, `meetup_reminder:${id}:`)).toHaveLength(1);
    expect(await pendingJobs(t.db, `meetup_reminder:${id}:`)).toEqual([]);
  });

  it('a moved meetup gets one reminder at its new time; a cancelled one none', async () => {
    const { id, venueId, attendees } = await meetupWithAttendees(1, 'Moved meetup');
    await schedule(id);
    const moved = await t.app.inject({ method: 'PUT', url: `/api/meetups/${id}`, headers: organiser.headers, payload: meetupBody(venueId, { title: 'Moved meetup', date: new Date(Date.now() + 45 * 86_400_000).toISOString().slice(0, 10) }) });
    expect(moved.statusCode).toBe(200);
    await t.app.inject({ method: 'POST', url: `/api/meetups/${id}/approve`, headers: owner.headers });
    const pending = await pendingJobs(t.db, `meetup_reminder:${id}:`);
    expect(pending).toHaveLength(1);
    expect(pending[0].runAt.toISOString()).toBe(new Date(new Date(moved.json().starts_at).getTime() - 86_400_000).toISOString());

    await t.app.inject({ method: 'DELETE', url: `/api/meetups/${id}`, headers: organiser.headers });
    expect(await pendingJobs(t.db, `meetup_reminder:${id}:`)).toHaveLength(0);
    await drainJobs(worker);
    const cancelled = await notificationsOf(t.db, attendees[0].id, 'meetup_cancelled');
    expect(cancelled.at(-1)?.title).toBe('Meetup cancelled');
  });
});

// Issue 27: joining at 15:00 a meetup later that day sent "Reminder: … is tomorrow". The copy
// follows the venue's calendar at the moment the reminder goes out.
describe('reminder copy follows the day on the venue’s calendar', () => {
  // Cities far apart in time: at any moment at least one is between 06:00 and 21:00, so "later
  // today" is still today there whenever the test runs.
  const CITIES = [
    { lat: 51.5074, lng: -0.1278, zone: 'Europe/London' },
    { lat: 40.7128, lng: -74.006, zone: 'America/New_York' },
    { lat: 34.0522, lng: -118.2437, zone: 'America/Los_Angeles' },
    { lat: 22.5726, lng: 88.3639, zone: 'Asia/Kolkata' },
    { lat: 35.6762, lng: 139.6503, zone: 'Asia/Tokyo' },
    { lat: -33.8688, lng: 151.2093, zone: 'Australia/Sydney' },
  ];
  const hourIn = (zone: string, at: Date) => Number(new Intl.DateTimeFormat('en-GB', { timeZone: zone, hour: '2-digit', hourCycle: 'h23' }).format(at));
  const dateIn = (zone: string, at: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
  const timeIn = (zone: string, at: Date) => new Intl.DateTimeFormat('en-GB', { timeZone: zone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(at);

  async function remindedMeetup(city: (typeof CITIES)[number], startsAt: Date, title: string) {
    const { insertMeetup } = await import('../helpers/meetup-fixtures');
    const host = await member(t, 'professional', { name: 'Hana Host' });
    const m = await insertMeetup(t.db, host.id, { title, date: dateIn(city.zone, startsAt), time: timeIn(city.zone, startsAt), duration: 60, latitude: city.lat, longitude: city.lng, venueName: 'Harbour Room', maxAttendees: 10 });
    const guest = await member(t, 'professional');
    expect((await t.app.inject({ method: 'POST', url: `/api/meetups/${m.id}/attendance`, headers: guest.headers, payload: {} })).statusCode).toBe(200);
    // Less than a day ahead: planning it sends it at once.
    expect((await schedule(m.id, host)).json()).toMatchObject({ scheduled: true });
    await drainJobs(worker);
    return { m, host, guest, mails: (await mailbox(t)).filter((x) => x.subject.startsWith(`Reminder: ${title} `)) };
  }

  it('a meetup later today on the venue’s clock is reminded as "today at HH:MM", in the app and by email', async () => {
    const now = new Date();
    const city = CITIES.find((c) => hourIn(c.zone, now) >= 6 && hourIn(c.zone, now) < 21)!;
    const startsAt = new Date(Math.ceil((now.getTime() + 2 * 3_600_000) / 900_000) * 900_000);
    const at = timeIn(city.zone, startsAt);
    const { m, host, guest, mails } = await remindedMeetup(city, startsAt, `Later today ${city.zone}`);

    const [note] = (await notificationsOf(t.db, guest.id, 'meetup_reminder')).filter((n) => n.data.meetupId === m.id);
    expect(note).toMatchObject({ title: 'Meetup today', message: `Reminder: "Later today ${city.zone}" is today at ${at}, at Harbour Room.` });
    const [hostNote] = (await notificationsOf(t.db, host.id, 'meetup_reminder')).filter((n) => n.data.meetupId === m.id);
    expect(hostNote.title).toBe('Your meetup is today');
    const mail = mails.find((x) => x.to === guest.email)!;
    expect(mail.subject).toBe(`Reminder: Later today ${city.zone} is today at ${at}`);
    expect(mail.text).toContain(`is today at ${at}.`);
    expect(mail.text).not.toContain('tomorrow');
    expect(mails.find((x) => x.to === host.email)?.text).toContain('please cancel the meetup');
  });

  it('a meetup tomorrow on the venue’s clock, less than a day away, is reminded as "tomorrow at HH:MM"', async () => {
    const now = new Date();
    // 23 hours on is tomorrow wherever the clock now reads 01:00 or later (and before 24:00).
    const startsAt = new Date(Math.ceil((now.getTime() + 23 * 3_600_000) / 900_000) * 900_000);
    const city = CITIES.find((c) => dateIn(c.zone, startsAt) !== dateIn(c.zone, now) && dateIn(c.zone, new Date(startsAt.getTime() - 86_400_000)) === dateIn(c.zone, now))!;
    const at = timeIn(city.zone, startsAt);
    const { m, guest, mails } = await remindedMeetup(city, startsAt, `Tomorrow ${city.zone}`);
    const [note] = (await notificationsOf(t.db, guest.id, 'meetup_reminder')).filter((n) => n.data.meetupId === m.id);
    expect(note).toMatchObject({ title: 'Meetup tomorrow', message: `Reminder: "Tomorrow ${city.zone}" is tomorrow at ${at}, at Harbour Room.` });
    const mail = mails.find((x) => x.to === guest.email)!;
    expect(mail.subject).toBe(`Reminder: Tomorrow ${city.zone} is tomorrow at ${at}`);
  });

  it('the organiser’s own preferences hold: the email switch off sends only the in-app reminder; in-app notifications off too (reminders follow its `all`), nothing (the attendee’s arrive)', async () => {
    const now = new Date();
    // Starting 3 h (rounded up to a quarter) from now must still be today there: before 20:00 local.
    const city = CITIES.find((c) => hourIn(c.zone, now) >= 6 && hourIn(c.zone, now) < 20)!;
    const { insertMeetup, setEmailPreference: setEmail } = await import('../helpers/meetup-fixtures');
    const { sql } = await import('drizzle-orm');
    for (const inApp of [true, false]) {
      const host = await member(t, 'professional');
      await setEmail(t.db, host.id, 'meetup_reminder', false);
      if (!inApp) await t.db.execute(sql`update profiles set notification_preferences = notification_preferences || '{"all": false}'::jsonb where id = ${host.id}`);
      const startsAt = new Date(Math.ceil((now.getTime() + 3 * 3_600_000) / 900_000) * 900_000);
      const m = await insertMeetup(t.db, host.id, { title: `Quiet host ${inApp}`, date: dateIn(city.zone, startsAt), time: timeIn(city.zone, startsAt), latitude: city.lat, longitude: city.lng, venueName: 'Harbour Room', maxAttendees: 10 });
      const guest = await member(t, 'professional');
      await t.app.inject({ method: 'POST', url: `/api/meetups/${m.id}/attendance`, headers: guest.headers, payload: {} });
      await schedule(m.id, host);
      await drainJobs(worker);
      const mails = (await mailbox(t)).filter((x) => x.subject.startsWith(`Reminder: Quiet host ${inApp} `));
      // Sentinel: the attendee's reminder went out in the same run.
      expect(mails.some((x) => x.to === guest.email && x.subject.startsWith(`Reminder: Quiet host ${inApp} is today`))).toBe(true);
      expect(mails.filter((x) => x.to === host.email)).toEqual([]);
      expect((await notificationsOf(t.db, host.id, 'meetup_reminder')).length).toBe(inApp ? 1 : 0);
    }
  });
});
