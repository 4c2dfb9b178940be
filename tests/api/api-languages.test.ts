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

  it('is "Ein Mitglied" in a German reader’s comments, check-in answer and messages, "A member" in en-GB', async () => {
    const [organiser, nameless] = [await member(t, 'professional'), await member(t, 'professional')];
    await t.db.update(profiles).set({ name: '' }).where(eq(profiles.id, nameless.id));
    const m = await insertMeetup(t.db, organiser.id, { title: 'Ohne Namen, mit Worten', date: dayFromNow(18) });
    await t.db.insert(meetupAttendees).values({ meetupId: m.id, userId: nameless.id });
    const as = (who: Member, accept?: string) => ({ ...who.headers, ...language(accept) });

    const posted = await t.app.inject({ method: 'POST', url: `/api/meetups/${m.id}/comments`, headers: as(nameless, 'de'), payload: { body: 'Hallo!' } });
    expect(posted.json().author.name).toBe('Ein Mitglied');
    const comments = async (accept?: string) => (await t.app.inject({ url: `/api/meetups/${m.id}/comments`, headers: as(organiser, accept) })).json().comments;
    expect(await comments('de')).toEqual([expect.objectContaining({ author: expect.objectContaining({ id: nameless.id, name: 'Ein Mitglied' }) })]);
    expect(await comments()).toEqual([expect.objectContaining({ author: expect.objectContaining({ id: nameless.id, name: 'A member' }) })]);

    const checkIn = await t.app.inject({ method: 'POST', url: `/api/meetups/${m.id}/check-in`, headers: as(organiser, 'de'), payload: { user_id: nameless.id } });
    expect(checkIn.json().attendee).toMatchObject({ id: nameless.id, name: 'Ein Mitglied' });

    // Met at a meetup that took place: the nameless member may ask to write.
    const met = await insertMeetup(t.db, organiser.id, { title: 'Gestern', date: dayFromNow(-3) });
    await t.db.insert(meetupAttendees).values([{ meetupId: met.id, userId: nameless.id }, { meetupId: met.id, userId: organiser.id }]);
    const sent = await t.app.inject({ method: 'POST', url: `/api/messages/with/${organiser.id}`, headers: nameless.headers, payload: { body: 'Guten Tag' } });
    expect(sent.statusCode, sent.body).toBe(201);
    const requests = async (accept?: string) => (await t.app.inject({ url: '/api/messages/conversations?box=requests', headers: as(organiser, accept) })).json().conversations;
    expect(await requests('de')).toEqual([expect.objectContaining({ other: expect.objectContaining({ id: nameless.id, name: 'Ein Mitglied' }) })]);
    expect(await requests()).toEqual([expect.objectContaining({ other: expect.objectContaining({ id: nameless.id, name: 'A member' }) })]);
    const [{ id: conversationId }] = await requests();
    const accepted = await t.app.inject({ method: 'POST', url: `/api/messages/conversations/${conversationId}/accept`, headers: as(organiser, 'ar') });
    expect(accepted.json().other).toMatchObject({ id: nameless.id, name: 'عضو' });
    const page = await t.app.inject({ url: `/api/messages/conversations/${conversationId}`, headers: as(organiser, 'de') });
    expect(page.json().conversation.other).toMatchObject({ id: nameless.id, name: 'Ein Mitglied' });
  });
});

describe('a link preview in the language of the request', () => {
  const previewOf = async (url: string, locale?: string) => {
    const { ogTagsFor } = await import('../../server/venues/og');
    return ogTagsFor({ db: t.db, config: t.config }, { url, protocol: 'http', host: 'localhost:3000', locale } as never);
  };

  it('writes a shared meetup’s date and a hidden organiser in German, and in en-GB by default', async () => {
    const hidden = await member(t, 'professional');
    await t.db.update(profiles).set({ showProfile: false }).where(eq(profiles.id, hidden.id));
    const date = dayFromNow(20);
    const m = await insertMeetup(t.db, hidden.id, { title: 'Vorschau', date, time: '18:30', venueName: 'Rathaus', description: '' });
    const day = (locale: string) => new Intl.DateTimeFormat(locale, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));
    expect((await previewOf(`/meetups/${m.id}`, 'de'))?.description).toBe(`${day('de')}, 18:30 · Rathaus. Ein Mitglied veranstaltet ein Meetup in Rathaus.`);
    expect((await previewOf(`/meetups/${m.id}`))?.description).toBe(`${day('en-GB')}, 18:30 · Rathaus. A member hosts a meetup at Rathaus.`);
  });

  it('describes an organiser’s and a partner’s shared page in the request’s language', async () => {
    const { organiserOgTags } = await import('../../server/follows/organiser-page');
    const { partnerOgTags } = await import('../../server/venues/og');
    const { translator } = await import('../../server/i18n/translate');
    const organiserPage = { id: randomUUID(), name: 'Orla', avatar: null, headline: null, country: null, follower_count: 0, follower_count_capped: false, upcoming: [] };
    expect(organiserOgTags(organiserPage, 'http://x/o/1', 'http://x', 'Civic Connect', translator('fr')).description).toBe('Organisateur sur Civic Connect.');
    expect(organiserOgTags(organiserPage, 'http://x/o/1', 'http://x', 'Civic Connect').description).toBe('Organiser on Civic Connect.');
    const partner = { display_name: 'Halle AG', short_bio: null, location_city: 'Köln', location_country: 'DE', logo_url: null };
    expect(partnerOgTags(partner, 'http://x/v/halle', 'http://x', 'Civic Connect', translator('de')).description).toBe('Halle AG in Köln, DE: Veranstaltungsort-Partner auf Civic Connect.');
    expect(partnerOgTags(partner, 'http://x/v/halle', 'http://x', 'Civic Connect').description).toBe('Halle AG in Köln, DE: a Venue Partner on Civic Connect.');
  });

  it('writes a shared venue’s type and capacity in German', async () => {
    const v = await insertVenue(t.db, owner.id, { name: 'Saal', venueType: 'meeting_room', capacity: 40, address: '1 Platz', description: '' });
    expect((await previewOf(`/venues/${v.id}`, 'de'))?.description).toBe('Besprechungsraum · Bis zu 40 Personen · 1 Platz');
    expect((await previewOf(`/venues/${v.id}`))?.description).toBe('Meeting room · Up to 40 people · 1 Platz');
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

  it('writes the dates in a notification in its reader’s language: a booking request’s deadline, a cancelled meetup’s day', async () => {
    const [organiser, germanOwner, germanGuest] = [await member(t, 'professional'), await member(t, 'venue'), await member(t, 'professional')];
    await t.db.update(profiles).set({ locale: 'de' }).where(eq(profiles.id, germanOwner.id));
    await t.db.update(profiles).set({ locale: 'de' }).where(eq(profiles.id, germanGuest.id));
    const venue = await insertVenue(t.db, germanOwner.id, { name: 'Der Saal' });
    const created = await t.app.inject({ method: 'POST', url: '/api/meetups', headers: organiser.headers, payload: meetupBody(venue.id, { title: 'Termine', date: freeDay() }) });
    expect(created.statusCode, created.body).toBe(201);
    const GERMAN_DAY = /(Montag|Dienstag|Mittwoch|Donnerstag|Freitag|Samstag|Sonntag), \d{1,2}\. [A-Za-zäöüÄÖÜ]+ \d{4}/;
    const ENGLISH_DAY = /(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)/;
    const [request] = await notificationsOf(t.db, germanOwner.id, 'venue_booking');
    expect(request.message).toMatch(GERMAN_DAY);
    expect(request.message).not.toMatch(ENGLISH_DAY);

    const m = await insertMeetup(t.db, organiser.id, { title: 'Abgesagt', date: dayFromNow(15) });
    await t.db.insert(meetupAttendees).values({ meetupId: m.id, userId: germanGuest.id });
    const cancelled = await t.app.inject({ method: 'DELETE', url: `/api/meetups/${m.id}`, headers: organiser.headers });
    expect(cancelled.statusCode, cancelled.body).toBeLessThan(300);
    const { drainJobs } = await import('../helpers/jobs');
    const { jobWorker } = await import('../helpers/meetup-fixtures');
    await drainJobs(await jobWorker(t));
    const day = new Intl.DateTimeFormat('de', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${m.date}T00:00:00Z`));
    const [note] = await notificationsOf(t.db, germanGuest.id, 'meetup_cancelled');
    expect(note.message).toContain(day);
    expect(note.message).not.toMatch(ENGLISH_DAY);
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

describe('a partner page made for a member without a name', () => {
  it('is called "Veranstaltungsort-Partner" for a member who reads German, until they rename it', async () => {
    const { callFn, caller } = await import('../helpers/admin-fixtures');
    const admin = await caller(t, 'professional', { admin: 0 });
    const nameless = await member(t, 'venue');
    await t.db.update(profiles).set({ name: '', locale: 'de' }).where(eq(profiles.id, nameless.id));
    const res = await callFn(t, 'admin-get-or-create-venue-partner', admin, { userId: nameless.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().partner.display_name).toBe('Veranstaltungsort-Partner');
  });
});

describe('refusals that reach a member outside a form, in their language', () => {
  it('says a link that no longer works and an unconfirmed address in German', async () => {
    const link = await t.app.inject({ url: '/auth/v1/verify?type=signup&token=nope', headers: language('de') });
    expect(link.statusCode).toBe(303);
    const said = new URLSearchParams(new URL(String(link.headers.location)).hash.slice(1));
    expect(said.get('error_description')).toBe('Dieser Bestätigungslink ist ungültig oder abgelaufen. Fordern Sie einen neuen an.');
    const { signUp } = await import('../helpers/auth');
    const { session } = await signUp(t.app, { confirmed: false });
    const refused = await t.app.inject({ method: 'PUT', url: `/api/follows/organiser/${organiser.id}`, headers: { authorization: `Bearer ${session.access_token}`, ...language('de') } });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error: 'email_not_confirmed', message: expect.stringMatching(/^Bestätigen Sie zuerst Ihre E-Mail-Adresse/) });
  });

  it('writes a member’s calendar feed in their language', async () => {
    const reader = await member(t, 'professional', { name: 'Greta' });
    await t.db.update(profiles).set({ locale: 'de' }).where(eq(profiles.id, reader.id));
    const m = await insertMeetup(t.db, reader.id, { title: 'Kalender', date: dayFromNow(9), organizerName: 'Greta' });
    const feed = (await t.app.inject({ url: '/api/calendar/feed', headers: reader.headers })).json();
    const ics = (await t.app.inject({ url: new URL(feed.url).pathname })).body;
    expect(ics).toContain('X-WR-CALNAME:Meine Meetups · Civic Connect');
    expect(ics.replace(/\r\n /g, '')).toContain('Organisiert von Greta.');
    expect(ics).toContain(m.id);
  });
});
