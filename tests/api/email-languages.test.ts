import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles } from '../../server/db/schema/index';
import { queueTemplateEmail } from '../../server/email/email-user';
import { SAMPLE_MEETUP } from '../../server/email/templates/facts';
import type { WorkerDeps } from '../../server/jobs/task';
import { drainJobs } from '../helpers/jobs';
import { freeDay, insertMeetup, insertVenue, jobWorker, meetupBody, member, notificationsOf, type Member } from '../helpers/meetup-fixtures';
import { nextDayWithOffset } from '../helpers/dates';
import { readMail } from '../helpers/mime';
import { startSmtpSink } from '../helpers/smtp-sink';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { until } from '../helpers/until';

// Issue 29: every email is written in its recipient's language (profiles.locale), delivered
// over real SMTP; dates and times on the venue's clock, written as that language writes them.
let sink: Awaited<ReturnType<typeof startSmtpSink>>, t: TestApp, worker: WorkerDeps;
beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({ env: { SMTP_URL: sink.url } });
  worker = await jobWorker(t);
});
afterAll(async () => {
  await t.close();
  await sink.close();
});

const ctx = { appName: 'Civic Connect', origin: 'http://localhost:3000' };
async function speaker(locale: string, name: string): Promise<Member> {
  const m = await member(t, 'professional', { name });
  await t.db.update(profiles).set({ locale }).where(eq(profiles.id, m.id));
  return m;
}
/** The first message to `address` whose subject passes `wanted`, as a mail client reads it. */
const mailTo = (address: string, wanted: (subject: string) => boolean) =>
  until(async () => sink.received.filter((m) => m.to.includes(address)).map((m) => readMail(m.raw)).find((m) => wanted(m.subject)));

describe('emails in the recipient’s language', () => {
  it('a member who reads French gets the reminder in French, the meetup on its venue’s clock', async () => {
    const fr = await speaker('fr', 'Florence Martin');
    await queueTemplateEmail(t.db, ctx, { userId: fr.id, type: 'meetup_reminder', data: { meetup: SAMPLE_MEETUP, when: 'tomorrow at 08:30' } });
    const mail = await mailTo(fr.email, (s) => s.startsWith('Rappel'));
    expect(mail.subject).toBe('Rappel : Smart Streets Breakfast a lieu demain à 08:30');
    expect(mail.html).toContain('<html lang="fr" dir="ltr">');
    expect(mail.text).toContain('Bonjour Florence Martin,');
    expect(mail.text).toContain('Petit rappel : « Smart Streets Breakfast » a lieu demain à 08:30.');
    expect(mail.text).toContain('4 décembre 2026 à 08:30 pendant 2 heures');
    expect(mail.text).toContain('Voir les détails de la rencontre');
    expect(mail.text).not.toMatch(/Reminder|Hello|View meetup/);
  });

  it('a member who reads Arabic gets the approval in Arabic, right to left', async () => {
    const ar = await speaker('ar', 'Layla Haddad');
    await queueTemplateEmail(t.db, ctx, { userId: ar.id, type: 'booking_approved', data: { meetup: SAMPLE_MEETUP } });
    const mail = await mailTo(ar.email, (s) => s.includes('Smart Streets Breakfast'));
    expect(mail.subject).toBe('تمت الموافقة على لقائك «Smart Streets Breakfast»');
    expect(mail.html).toContain('<html lang="ar" dir="rtl">');
    expect(mail.text).toContain('مرحبًا Layla Haddad،');
    expect(mail.text).toContain('وافق The Exchange Hall على «Smart Streets Breakfast» بتاريخ 4 ديسمبر 2026.');
    expect(mail.text).toContain('عرض لقائك');
    expect(mail.text).not.toMatch(/approved|Hello/);
  });

  it('a member who reads German gets counts in German plurals and a deadline on the venue’s clock', async () => {
    const de = await speaker('de', 'Dieter Weber');
    await queueTemplateEmail(t.db, ctx, { userId: de.id, type: 'unread_messages', data: { total: 3, senders: [{ name: 'Amara Okafor', count: 2 }, { name: 'Jonas Berg', count: 1 }], more_senders: 1 } });
    const unread = await mailTo(de.email, (s) => s.includes('ungelesene'));
    expect(unread.subject).toBe('Sie haben 3 ungelesene Nachrichten');
    expect(unread.text).toMatch(/Amara Okafor:\s+2 Nachrichten/);
    expect(unread.text).toMatch(/Jonas Berg:\s+1 Nachricht\b/);
    expect(unread.text).toContain('…und ein weiteres Mitglied.');

    // 08:15 UTC on a winter day (Berlin at +01:00) is 09:15 in Berlin, where the venue is.
    const day = nextDayWithOffset('Europe/Berlin', '+01:00');
    const meetup = { ...SAMPLE_MEETUP, time_zone: 'Europe/Berlin', expires_at: `${day}T08:15:00.000Z` };
    await queueTemplateEmail(t.db, ctx, { userId: de.id, type: 'venue_booking', data: { meetup } });
    const booking = await mailTo(de.email, (s) => s.startsWith('Neue Buchungsanfrage'));
    const germanDay = new Intl.DateTimeFormat('de', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
    expect(booking.html).toContain(`bis <strong>${germanDay}, 09:15</strong> (Ortszeit des Veranstaltungsorts)`);
  });

  it('the newsletter’s confirmation is in the language of the page the address was typed on', async () => {
    const address = `newsletter.es.${Date.now().toString(36)}@example.com`;
    const res = await t.app.inject({ method: 'POST', url: '/api/newsletter/subscribe?hl=es', payload: { email: address }, remoteAddress: '10.9.0.1' });
    expect(res.json()).toEqual({ success: true, message: 'Revise su bandeja de entrada para confirmar su suscripción.' });
    const mail = await mailTo(address, (s) => s.startsWith('Confirme'));
    expect(mail.subject).toBe('Confirme su suscripción al boletín de Civic Connect');
    expect(mail.text).toContain('Confirmar mi suscripción');
  });
});

describe('notifications in the recipient’s language', () => {
  it('the in-app reminder is written in the attendee’s language, and the API answers in the request’s', async () => {
    // A venue where it is now between 06:00 and 21:00: a meetup 2 hours on is "today" there.
    const cities = [
      { lat: 51.5074, lng: -0.1278, zone: 'Europe/London' },
      { lat: 40.7128, lng: -74.006, zone: 'America/New_York' },
      { lat: 35.6762, lng: 139.6503, zone: 'Asia/Tokyo' },
      { lat: 22.5726, lng: 88.3639, zone: 'Asia/Kolkata' },
    ];
    const now = new Date();
    const hourIn = (zone: string) => Number(new Intl.DateTimeFormat('en-GB', { timeZone: zone, hour: '2-digit', hourCycle: 'h23' }).format(now));
    const city = cities.find((c) => hourIn(c.zone) >= 6 && hourIn(c.zone) < 21)!;
    const startsAt = new Date(Math.ceil((now.getTime() + 2 * 3_600_000) / 900_000) * 900_000);
    const date = new Intl.DateTimeFormat('en-CA', { timeZone: city.zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(startsAt);
    const time = new Intl.DateTimeFormat('en-GB', { timeZone: city.zone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(startsAt);

    const host = await member(t, 'professional', { name: 'Hana Host' });
    const m = await insertMeetup(t.db, host.id, { title: 'Atelier données ouvertes', date, time, duration: 60, latitude: city.lat, longitude: city.lng, venueName: 'Salle du Port', maxAttendees: 10 });
    const guest = await speaker('fr', 'Florence Guest');
    expect((await t.app.inject({ method: 'POST', url: `/api/meetups/${m.id}/attendance`, headers: guest.headers, payload: {} })).statusCode).toBe(200);
    const planned = await t.app.inject({ method: 'POST', url: '/functions/v1/schedule-reminders', headers: host.headers, payload: { meetupId: m.id } });
    expect(planned.json()).toMatchObject({ scheduled: true });
    await drainJobs(worker);

    const [note] = (await notificationsOf(t.db, guest.id, 'meetup_reminder')).filter((n) => n.data.meetupId === m.id);
    expect(note).toMatchObject({ title: 'Rencontre aujourd’hui', message: `Rappel : « Atelier données ouvertes » a lieu aujourd’hui à ${time}, à Salle du Port.` });
    // The organiser has no language of their own: English, as before.
    const [hostNote] = (await notificationsOf(t.db, host.id, 'meetup_reminder')).filter((n) => n.data.meetupId === m.id);
    expect(hostNote.title).toBe('Your meetup is today');

    const missing = await t.app.inject({ method: 'POST', url: '/api/notifications/00000000-0000-4000-8000-000000000000/read?hl=de', headers: guest.headers });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ error: 'not_found', message: 'Benachrichtigung nicht gefunden.' });
  });
});

describe('a job that tells many members at once', () => {
  it('tells each follower of a new meetup in their own language, in the app and by email', async () => {
    const organiser = await member(t, 'professional', { name: 'Orla Organiser' });
    const owner = await member(t, 'venue', { name: 'Owen Owner' });
    const venueId = (await insertVenue(t.db, owner.id, { name: 'The Follow Hall' })).id;
    const followers = { fr: await speaker('fr', 'Fanny Fan'), ar: await speaker('ar', 'Amal Fan'), en: await member(t, 'basic', { name: 'Emma Fan' }) };
    for (const f of Object.values(followers)) expect((await t.app.inject({ method: 'PUT', url: `/api/follows/organiser/${organiser.id}`, headers: f.headers })).statusCode).toBe(200);
    const created = await t.app.inject({ method: 'POST', url: '/api/meetups', headers: organiser.headers, payload: meetupBody(venueId, { title: 'Civic breakfast', date: freeDay() }) });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as string;
    expect((await t.app.inject({ method: 'POST', url: `/api/meetups/${id}/approve`, headers: owner.headers })).statusCode).toBe(200);
    await drainJobs(worker);

    const noteOf = async (who: Member) => (await notificationsOf(t.db, who.id, 'followed_meetup')).find((n) => n.data.meetupId === id);
    expect(await noteOf(followers.fr)).toMatchObject({ title: 'Nouvelle rencontre : Civic breakfast', message: 'Orla Organiser organise « Civic breakfast » à The Follow Hall.' });
    expect(await noteOf(followers.ar)).toMatchObject({ title: 'لقاء جديد: Civic breakfast', message: 'يستضيف Orla Organiser «Civic breakfast» في The Follow Hall.' });
    expect(await noteOf(followers.en)).toMatchObject({ title: 'New meetup: Civic breakfast', message: 'Orla Organiser is hosting “Civic breakfast” at The Follow Hall.' });
    expect((await mailTo(followers.fr.email, (s) => s.includes('Civic breakfast'))).subject).toBe('Nouvelle rencontre : Civic breakfast');
    expect((await mailTo(followers.ar.email, (s) => s.includes('Civic breakfast'))).subject).toBe('لقاء جديد: Civic breakfast');
    expect((await mailTo(followers.en.email, (s) => s.includes('Civic breakfast'))).subject).toBe('New meetup: Civic breakfast');
  });

  it('names an organiser who hides their profile in the follower’s words: "Ein Mitglied"', async () => {
    const organiser = await member(t, 'professional', { name: 'Hidden Host' });
    await t.db.update(profiles).set({ showProfile: false }).where(eq(profiles.id, organiser.id));
    const owner = await member(t, 'venue', { name: 'Vera Venue' });
    const venueId = (await insertVenue(t.db, owner.id, { name: 'Die Halle' })).id;
    const follower = await speaker('de', 'Greta Fan');
    expect((await t.app.inject({ method: 'PUT', url: `/api/follows/venue/${venueId}`, headers: follower.headers })).statusCode).toBe(200);
    const created = await t.app.inject({ method: 'POST', url: '/api/meetups', headers: organiser.headers, payload: meetupBody(venueId, { title: 'Stilles Frühstück', date: freeDay() }) });
    expect(created.statusCode, created.body).toBe(201);
    expect((await t.app.inject({ method: 'POST', url: `/api/meetups/${created.json().id}/approve`, headers: owner.headers })).statusCode).toBe(200);
    await drainJobs(worker);
    const mail = await mailTo(follower.email, (s) => s.includes('Stilles Frühstück'));
    expect(mail.text).toContain('Ein Mitglied');
    expect(mail.text).not.toContain('Hidden Host');
    expect(mail.text).not.toContain('A member');
  });
});
