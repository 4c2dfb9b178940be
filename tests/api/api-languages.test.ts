// Issue 29: the API's refusals (the `api` catalogue) in the language a request asks for — by
// Accept-Language, ?hl= or the remembered cookie — and in the specification's English otherwise.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { meetupAttendees, profiles } from '../../server/db/schema/index';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { dayFromNow, freeDay, insertMeetup, insertVenue, meetupBody, member, notificationsOf, type Member } from '../helpers/meetup-fixtures';

let t: TestApp;
let organiser: Member;
let owner: Member;
beforeAll(async () => {
  t = await createTestApp();
  [organiser, owner] = [await member(t, 'professional'), await member(t, 'venue')];
});
afterAll(() => t.close());

const language = (accept?: string) => (accept ? { 'accept-language': accept } : {});

describe('an API refusal in the request’s language', () => {
  it('says a missing meetup in German with Accept-Language: de, and in en-GB by default', async () => {
    const url = `/api/meetups/${randomUUID()}`;
    const de = await t.app.inject({ url, headers: { ...organiser.headers, ...language('de-DE,de;q=0.9') } });
    expect(de.statusCode).toBe(404);
    expect(de.json()).toMatchObject({ error: 'not_found', message: 'Treffen nicht gefunden.' });
    const plain = await t.app.inject({ url, headers: organiser.headers });
    expect(plain.json()).toMatchObject({ error: 'not_found', message: 'Meetup not found.' });
  });

  it('fills in a message’s numbers with each language’s plural forms (the error code and field stay the same)', async () => {
    const venue = await insertVenue(t.db, owner.id, { minBookingHours: 2 });
    const post = (accept?: string) => t.app.inject({ method: 'POST', url: '/api/meetups', headers: { ...organiser.headers, ...language(accept) }, payload: meetupBody(venue.id, { date: freeDay(), duration: 60 }) });
    const expected = { error: 'booking_too_short', field: 'duration' };
    expect((await post('de')).json()).toMatchObject({ ...expected, message: 'Dieser Veranstaltungsort nimmt Buchungen ab 2 Stunden an.' });
    expect((await post('ar')).json()).toMatchObject({ ...expected, message: 'يقبل هذا المكان حجوزات لا تقل عن ساعتين.' });
    expect((await post()).json()).toMatchObject({ ...expected, message: 'This venue takes bookings of at least 2 hours.' });
    // The pseudo-locale (?hl=en-XA) accents and brackets a message with plural forms too.
    const pseudo = await t.app.inject({ method: 'POST', url: '/api/meetups?hl=en-XA', headers: organiser.headers, payload: meetupBody(venue.id, { date: freeDay(), duration: 60 }) });
    expect(pseudo.json().message).toMatch(/^\[Ţĥíš ṽéñûé ţáķéš ƀööķíñĝš öƒ áţ ļéášţ 2 ĥöûŕš\.[ ·]*\]$/);
  });

  it('follows ?hl= over Accept-Language, for a refusal with a placeholder', async () => {
    const res = await t.app.inject({ url: '/api/venues?cursor=nope&hl=fr', headers: { ...organiser.headers, ...language('de') } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'invalid_request', message: 'cursor : ce n’est pas un curseur valable' });
  });

  it('says zod’s own wording of a refused value (a field without a message of its own) in the request’s language', async () => {
    const ask = (accept?: string) => t.app.inject({ url: '/api/meetups?when=soon', headers: { ...organiser.headers, ...language(accept) } });
    const expected = { error: 'invalid_request', field: 'when' };
    expect((await ask()).json()).toMatchObject({ ...expected, message: 'when: Invalid option: expected one of "upcoming"|"past"|"all"' });
    expect((await ask('de')).json()).toMatchObject({ ...expected, message: 'when: Ungültige Option: erwartet eine von "upcoming"|"past"|"all"' });
    expect((await ask('fr')).json().message).toMatch(/^when: Option invalide/);
    expect((await ask('es')).json().message).toMatch(/^when: Opción inválida/);
    expect((await ask('ar')).json().message).toMatch(/^when: اختيار غير مقبول/);
    // The pseudo-locale accents zod's English as it does the catalogue's words.
    const pseudo = await t.app.inject({ url: '/api/meetups?when=soon&hl=en-XA', headers: organiser.headers });
    expect(pseudo.json().message).toMatch(/^when: \[Íñṽáļíð öþţíöñ: éẋþéçţéð öñé öƒ "ûþçöɱíñĝ"\|"þášţ"\|"áļļ"( ·)+\]$/);
    // A number out of range: zod's figures stay, its words change; the refused value is never echoed.
    const small = await t.app.inject({ url: '/api/venues?limit=0', headers: { ...organiser.headers, ...language('de') } });
    expect(small.json()).toMatchObject({ error: 'invalid_request', field: 'limit', message: 'limit: Zu klein: erwartet, dass number >=1 ist' });
  });

  it('says a rate limit in the request’s language, with its retry time unchanged', async () => {
    // The geocoder allows 60 look-ups a minute per caller (server/geocoding/routes.ts).
    const look = (accept?: string) => t.app.inject({ url: '/api/geocode?q=', headers: { ...owner.headers, ...language(accept) } });
    let res = await look('es');
    for (let i = 0; i < 61 && res.statusCode !== 429; i++) res = await look('es');
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ error: 'rate_limited', message: 'Demasiados intentos. Espere un minuto y vuelva a intentarlo.' });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect((await look()).json()).toMatchObject({ error: 'rate_limited', message: 'Too many attempts. Please wait a minute and try again.' });
  });
});

describe('a member who gave no name, in the reader’s language', () => {
  it('is "Ein Mitglied" in a German reader’s attendee list and "A member" in en-GB', async () => {
    const [organiser, nameless] = [await member(t, 'professional'), await member(t, 'professional')];
    await t.db.update(profiles).set({ name: '' }).where(eq(profiles.id, nameless.id));
    const m = await insertMeetup(t.db, organiser.id, { title: 'Ohne Namen', date: dayFromNow(16) });
    await t.db.insert(meetupAttendees).values({ meetupId: m.id, userId: nameless.id });
    const list = async (accept?: string) => (await t.app.inject({ url: `/api/meetups/${m.id}/attendees`, headers: { ...organiser.headers, ...language(accept) } })).json();
    expect((await list('de')).attendees).toEqual([expect.objectContaining({ id: nameless.id, name: 'Ein Mitglied' })]);
    expect((await list()).attendees).toEqual([expect.objectContaining({ id: nameless.id, name: 'A member' })]);
  });
});

describe('an in-app notification in its recipient’s language', () => {
  it('tells an organiser who reads German of a comment in German, and one without a language in en-GB', async () => {
    const [german, english, attendee] = [await member(t, 'professional'), await member(t, 'professional'), await member(t, 'professional', { name: 'Ada Attendee' })];
    await t.db.update(profiles).set({ locale: 'de' }).where(eq(profiles.id, german.id));
    await t.db.update(profiles).set({ locale: null }).where(eq(profiles.id, english.id));
    for (const organiser of [german, english]) {
      const m = await insertMeetup(t.db, organiser.id, { title: 'Offene Daten am Morgen', date: dayFromNow(12) });
      await t.db.insert(meetupAttendees).values({ meetupId: m.id, userId: attendee.id });
      // The commenter's own language does not matter: the recipient's does.
      const res = await t.app.inject({ method: 'POST', url: `/api/meetups/${m.id}/comments`, headers: { ...attendee.headers, ...language('fr') }, payload: { body: 'Bis bald!' } });
      expect(res.statusCode).toBe(201);
    }
    expect(await notificationsOf(t.db, german.id, 'meetup_comment')).toMatchObject([{ title: 'Neuer Kommentar', message: 'Ada Attendee hat „Offene Daten am Morgen“ kommentiert.' }]);
    expect(await notificationsOf(t.db, english.id, 'meetup_comment')).toMatchObject([{ title: 'New comment', message: 'Ada Attendee commented on "Offene Daten am Morgen".' }]);
  });

  it('names a member who gave no name in the reader’s words: "Ein Mitglied" for a German organiser, "A member" in en-GB', async () => {
    const [german, english, nameless] = [await member(t, 'professional'), await member(t, 'professional'), await member(t, 'professional')];
    await t.db.update(profiles).set({ locale: 'de' }).where(eq(profiles.id, german.id));
    await t.db.update(profiles).set({ name: '' }).where(eq(profiles.id, nameless.id));
    for (const organiser of [german, english]) {
      const m = await insertMeetup(t.db, organiser.id, { title: 'Namenlos', date: dayFromNow(14), maxAttendees: 10 });
      const res = await t.app.inject({ method: 'POST', url: `/api/meetups/${m.id}/attendance`, headers: nameless.headers, payload: {} });
      expect(res.statusCode, res.body).toBe(200);
    }
    expect(await notificationsOf(t.db, german.id, 'attendee_joined')).toMatchObject([{ title: 'Neue teilnehmende Person', message: 'Ein Mitglied nimmt an „Namenlos“ teil (1 von 10).' }]);
    expect(await notificationsOf(t.db, english.id, 'attendee_joined')).toMatchObject([{ title: 'New attendee', message: 'A member is attending "Namenlos" (1 of 10).' }]);
  });
});
