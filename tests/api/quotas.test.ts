import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOKING_QUOTAS, limitsOf, RULES } from '../../server/limits/rules';
import { caller } from '../helpers/admin-fixtures';
import { uniqueEmail } from '../helpers/auth';
import { dayFromNow, insertVenue, meetupBody, member, type Member, spendMemberBookingQuota } from '../helpers/meetup-fixtures';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { makeImage, upload } from '../helpers/venue-fixtures';
import { translator } from '../../server/i18n/translate';

/** A limit's message as the specification writes it (en-GB, the catalogue's source). */
const inEnglish = translator(null);

// Issue 9, floods: everything that sends mail or stores data has a quota in the shared store;
// past it the answer is 429 with Retry-After and a sentence, and other members are untouched.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const createMeetup = (who: Member, venueId: string) => t.app.inject({ method: 'POST', url: '/api/meetups', headers: who.headers, payload: meetupBody(venueId) });

function expectRefused(res: { statusCode: number; headers: Record<string, unknown>; json: () => { error: string; message: string } }, message: string) {
  expect(res.statusCode).toBe(429);
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  expect(res.json()).toMatchObject({ error: 'rate_limited', message });
}

describe('meetup creation quotas', () => {
  it('stops a member after 24 bookings in an hour and a venue after 24, and nobody else', async () => {
    const owner = await member(t, 'venue');
    const busy = (await insertVenue(t.db, owner.id, { name: 'Busy Hall' })).id;
    const quiet = (await insertVenue(t.db, owner.id, { name: 'Quiet Room' })).id;
    const other = (await insertVenue(t.db, owner.id, { name: 'Other Room' })).id;
    const [first, second, third] = [await member(t, 'professional'), await member(t, 'professional'), await member(t, 'professional')];
    const half = BOOKING_QUOTAS.memberHour.points / 2;

    for (let i = 0; i < half; i++) expect((await createMeetup(first, busy)).statusCode).toBe(201);
    for (let i = 0; i < half; i++) expect((await createMeetup(first, quiet)).statusCode).toBe(201);
    expectRefused(await createMeetup(first, other), inEnglish(BOOKING_QUOTAS.memberHour.message));

    // Another member still gets through, until the venue itself has taken enough.
    for (let i = 0; i < BOOKING_QUOTAS.venueHour.points - half; i++) expect((await createMeetup(second, busy)).statusCode).toBe(201);
    expectRefused(await createMeetup(third, busy), inEnglish(BOOKING_QUOTAS.venueHour.message));
    expect((await createMeetup(third, quiet)).statusCode).toBe(201);
  });
});

describe('meetup edits that ask the venue again', () => {
  it('count as booking requests: an organiser past the hour’s quota cannot re-ask by moving the date', async () => {
    const [owner, organiser] = [await member(t, 'venue'), await member(t, 'professional')];
    const venue = (await insertVenue(t.db, owner.id, { name: 'Moved Hall' })).id;
    const created = await createMeetup(organiser, venue);
    expect(created.statusCode).toBe(201);
    // The rest of the hour's quota used up (counted directly).
    await spendMemberBookingQuota(t, organiser.id, BOOKING_QUOTAS.memberHour.points - 1);
    const move = (date: string, title = 'Civic tech breakfast') =>
      t.app.inject({ method: 'PUT', url: `/api/meetups/${created.json().id}`, headers: organiser.headers, payload: meetupBody(venue, { date, title }) });
    expectRefused(await move(dayFromNow(31)), inEnglish(BOOKING_QUOTAS.memberHour.message));
    // An edit that does not ask the venue again (same slot) is not a booking request.
    expect((await move(created.json().date, 'Renamed breakfast')).statusCode).toBe(200);
  });
});

describe('upload quotas', () => {
  it('stops a member after 50 uploads a day, and another member still uploads', async () => {
    const [heavy, light] = [await member(t, 'venue'), await member(t, 'venue')];
    const image = await makeImage('png');
    const up = (who: Member, name: string) => upload(t, { ...who, headers: who.headers }, 'venue-images', `${who.id}/${name}.png`, image);
    for (let i = 0; i < RULES.uploadsPerMemberDay.points; i++) expect((await up(heavy, `photo-${i}`)).statusCode).toBe(200);
    expectRefused(await up(heavy, 'one-too-many'), inEnglish(RULES.uploadsPerMemberDay.message));
    expect((await up(light, 'first')).statusCode).toBe(200);
  });

  it('stops a member past 200 MB a day', async () => {
    const who = await member(t, 'venue');
    // 200 MB of real uploads would take minutes: the day's bytes so far are counted directly.
    await limitsOf(t.db).uploadBytesPerMemberDay.consume(who.id, RULES.uploadBytesPerMemberDay.points - 100);
    expectRefused(await upload(t, who, 'venue-images', `${who.id}/last.png`, await makeImage('png')), inEnglish(RULES.uploadBytesPerMemberDay.message));
  });
});

describe('send-email quotas', () => {
  it('refuses a fourth email to one address within 10 minutes; other addresses still get theirs', async () => {
    const admin = await member(t, 'professional', { admin: true });
    const send = (to: string) => t.app.inject({ method: 'POST', url: '/functions/v1/send-email', headers: admin.headers, payload: { to, subject: 'Delivery check', text: 'Hello', templateType: 'test' } });
    const target = uniqueEmail('target');
    for (let i = 0; i < RULES.emailsPerRecipient.points; i++) expect((await send(target)).statusCode).toBe(200);
    expectRefused(await send(target), inEnglish(RULES.emailsPerRecipient.message));
    // The address is compared without case: a replay in capitals is the same recipient.
    expectRefused(await send(target.toUpperCase()), inEnglish(RULES.emailsPerRecipient.message));
    expect((await send(uniqueEmail('other'))).statusCode).toBe(200);
  });
});

describe('send-email sender quota', () => {
  it('refuses a sender past 30 an hour, while another sender still sends', async () => {
    const [busy, calm] = [await caller(t, 'professional', { admin: 1 }), await member(t, 'professional')];
    // The hour's sends so far are counted directly (30 real sends would need 10 recipients).
    await limitsOf(t.db).emailsPerSender.consume(busy.id, RULES.emailsPerSender.points);
    const send = (who: { headers: Record<string, string> }) => t.app.inject({ method: 'POST', url: '/functions/v1/send-email', headers: who.headers, payload: { to: uniqueEmail('x'), subject: 'Hi', text: 'Hello', templateType: 'test' } });
    expectRefused(await send(busy), inEnglish(RULES.emailsPerSender.message));
    await limitsOf(t.db).emailsPerSender.reset(busy.id);
    expect((await send(busy)).statusCode).toBe(200);
    // A member's refusal for what they may not send stays a 4xx of its own, not a quota.
    expect((await send(calm)).statusCode).toBe(403);
  });
});

describe('contact form quota', () => {
  it('takes five messages per address in ten minutes, in the shared store', async () => {
    const post = (ip: string) =>
      t.app.inject({ method: 'POST', url: '/api/contact', remoteAddress: ip, payload: { name: 'Amira', email: 'amira@example.com', message: 'Hello there' } });
    for (let i = 0; i < RULES.contactPerIpTenMinutes.points; i++) expect((await post('10.7.7.7')).statusCode).toBe(200);
    expectRefused(await post('10.7.7.7'), inEnglish(RULES.contactPerIpTenMinutes.message));
    expect((await post('10.7.7.8')).statusCode).toBe(200);
    expect(await limitsOf(t.db).contactPerIpTenMinutes.used('10.7.7.7')).toBeGreaterThanOrEqual(5);
  });
});
