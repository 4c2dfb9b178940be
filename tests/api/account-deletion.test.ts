import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_VARIANTS, VARIANT_FORMATS, type Bucket } from '../../contracts/storage';
import { confirmEmail } from '../helpers/auth';
import { caller, type Caller } from '../helpers/admin-fixtures';
import { freeDay, insertVenue, mailbox, meetupBody, notificationsOf } from '../helpers/meetup-fixtures';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { makeImage, upload } from '../helpers/venue-fixtures';

// Issue 24 "Deletion is complete" (docs/decisions/0039): deleting an account leaves none of its
// files in storage, and the people who counted on it are told — meetups it organised are
// cancelled (or handed to a co-host: tests/api/seats.test.ts), meetups booked at its venues are
// cancelled. Its password check counts against the sign-in limits.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function confirmed(role: 'professional' | 'venue', name: string) {
  const c = await caller(t, role, { name });
  await confirmEmail(t.db, c.id);
  return { ...c, headers: { authorization: c.headers.authorization } };
}
const deleteAccount = (who: Caller, password = who.password, remoteAddress?: string) =>
  t.app.inject({ method: 'DELETE', url: '/api/profile', headers: who.headers, payload: { password }, ...(remoteAddress ? { remoteAddress } : {}) });
const get = (url: string, who?: Caller) => t.app.inject({ method: 'GET', url, headers: who?.headers ?? {} });

/** Every file under DATA_DIR/storage, as paths relative to it. */
async function storedFiles(): Promise<string[]> {
  const root = path.join(t.config.dataDir, 'storage');
  const entries = await fs.readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => path.relative(root, path.join(e.parentPath, e.name)));
}

/** The public URLs of one upload: the original, its thumbnail and every responsive copy. */
function urlsOf(bucket: Bucket, p: string) {
  const copies = IMAGE_VARIANTS[bucket].widths.flatMap((w) => VARIANT_FORMATS.map((f) => `/storage/v1/render/image/public/${bucket}/${p}?width=${w}&format=${f}`));
  return [`/storage/v1/object/public/${bucket}/${p}`, `/storage/v1/render/image/public/${bucket}/${p}`, ...copies];
}

describe('deleting an account deletes its files', () => {
  it('no file of theirs is left in storage and every public URL of theirs answers 404; another member’s files stay', async () => {
    const leaver = await confirmed('venue', 'Lea Leaver');
    const stays = await confirmed('venue', 'Stan Stays');
    const image = await makeImage('png', { width: 640, height: 480 });
    const theirs: [Bucket, string][] = [
      ['avatars', `${leaver.id}/${leaver.id}-${Date.now()}.png`],
      ['venue-images', `${leaver.id}/front.png`],
      ['meetup-images', `${leaver.id}/cover.png`],
      ['partners', `logos/${leaver.id}/${Date.now()}.png`],
    ];
    for (const [bucket, p] of theirs) expect((await upload(t, leaver, bucket, p, image)).statusCode).toBe(200);
    const sentinel: [Bucket, string] = ['venue-images', `${stays.id}/front.png`];
    expect((await upload(t, stays, ...sentinel, image)).statusCode).toBe(200);
    for (const [bucket, p] of theirs) for (const url of urlsOf(bucket, p)) expect((await get(url)).statusCode, url).toBe(200);
    expect((await storedFiles()).filter((f) => f.includes(leaver.id)).length).toBeGreaterThan(20);

    expect((await deleteAccount(leaver)).statusCode).toBe(204);

    expect((await storedFiles()).filter((f) => f.includes(leaver.id))).toEqual([]);
    for (const [bucket, p] of theirs) for (const url of urlsOf(bucket, p)) expect((await get(url)).statusCode, url).toBe(404);
    for (const url of urlsOf(...sentinel)) expect((await get(url)).statusCode, url).toBe(200);
    expect((await storedFiles()).filter((f) => f.includes(stays.id)).length).toBeGreaterThan(5);
  });
});

describe('deleting an account looks after the people who counted on it', () => {
  it('its meetups still to come without a co-host are cancelled: attendees told in-app and by email, the venue owner in-app', async () => {
    const owner = await confirmed('venue', 'Vic Venue');
    const organiser = await confirmed('professional', 'Ola Leaving');
    const attendee = await confirmed('professional', 'Ada Attendee');
    const venueId = (await insertVenue(t.db, owner.id, { capacity: 100 })).id;
    const create = await t.app.inject({ method: 'POST', url: '/api/meetups', headers: organiser.headers, payload: meetupBody(venueId, { title: 'Orphaned breakfast', date: freeDay() }) });
    expect(create.statusCode, create.body).toBe(201);
    const meetupId = create.json().id as string;
    expect((await t.app.inject({ method: 'POST', url: `/api/meetups/${meetupId}/approve`, headers: owner.headers })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: `/api/meetups/${meetupId}/attendance`, headers: attendee.headers, payload: { attending: true } })).statusCode).toBe(200);

    expect((await deleteAccount(organiser)).statusCode).toBe(204);

    const mails = await mailbox(t);
    const told = await notificationsOf(t.db, attendee.id, 'meetup_cancelled');
    expect(told).toHaveLength(1);
    expect(told[0].message).toMatch(/^"Orphaned breakfast" on .+ has been cancelled: its organiser deleted their account\.$/);
    expect(told[0].data).toMatchObject({ url: '/meetups' });
    expect(await notificationsOf(t.db, owner.id, 'meetup_cancelled')).toHaveLength(1);
    const mail = mails.filter((m) => m.to === attendee.email && m.subject.startsWith('Cancelled: Orphaned breakfast on '));
    expect(mail).toHaveLength(1);
    expect(mail[0].text).toContain('is cancelled: its organiser deleted their account');
    expect(mails.filter((m) => m.to === owner.email && m.subject.startsWith('Cancelled'))).toEqual([]);
    // The meetup went with its organiser's account.
    expect((await get(`/api/meetups/${meetupId}`, attendee)).statusCode).toBe(404);
  });

  it('meetups others booked at its venues are cancelled; their organisers and attendees are told', async () => {
    const owner = await confirmed('venue', 'Val Leaving');
    const organiser = await confirmed('professional', 'Oscar Stays');
    const attendee = await confirmed('professional', 'Amy Attends');
    const venueId = (await insertVenue(t.db, owner.id, { capacity: 100, name: 'Closing Hall' })).id;
    const create = await t.app.inject({ method: 'POST', url: '/api/meetups', headers: organiser.headers, payload: meetupBody(venueId, { title: 'Homeless talk', date: freeDay() }) });
    const meetupId = create.json().id as string;
    expect((await t.app.inject({ method: 'POST', url: `/api/meetups/${meetupId}/approve`, headers: owner.headers })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: `/api/meetups/${meetupId}/attendance`, headers: attendee.headers, payload: { attending: true } })).statusCode).toBe(200);

    expect((await deleteAccount(owner)).statusCode).toBe(204);

    const mails = await mailbox(t);
    const seen = (await get(`/api/meetups/${meetupId}`, organiser)).json();
    expect(seen).toMatchObject({ booking_status: 'cancelled', venue_id: null });
    for (const who of [organiser, attendee]) {
      const told = await notificationsOf(t.db, who.id, 'meetup_cancelled');
      expect(told.map((n) => n.message)).toEqual([expect.stringMatching(/^"Homeless talk" on .+ at Closing Hall has been cancelled: its venue is no longer available\.$/)]);
    }
    expect(mails.filter((m) => m.to === attendee.email && m.subject.startsWith('Cancelled: Homeless talk on '))).toHaveLength(1);
    expect((await get(`/api/venues/${venueId}`, organiser)).statusCode).toBe(404);
  });
});

describe('the password asked again counts against the sign-in limits', () => {
  it('wrong passwords: 400 each, then 429 with Retry-After; the owner from another address still gets in', async () => {
    const victim = await confirmed('professional', 'Vera Victim');
    const thief = '10.9.8.7';
    for (let i = 0; i < 10; i++) {
      const res = await deleteAccount(victim, `guess-number-${i}`, thief);
      expect(res.json()).toMatchObject({ error: 'invalid_credentials' });
    }
    const refused = await deleteAccount(victim, 'guess-number-11', thief);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json()).toMatchObject({ error: expect.any(String), message: expect.stringMatching(/try again later/i) });
    // The right password from the thief's address is refused too: the count is of guesses, not of wrong answers.
    expect((await deleteAccount(victim, victim.password, thief)).statusCode).toBe(429);
    // Sign-in from there shares the count…
    const signIn = await t.app.inject({ method: 'POST', url: '/auth/v1/token?grant_type=password', payload: { email: victim.email, password: victim.password }, remoteAddress: thief });
    expect(signIn.statusCode).toBe(429);
    // …and the account is still there: the owner, elsewhere, signs in.
    const owner = await t.app.inject({ method: 'POST', url: '/auth/v1/token?grant_type=password', payload: { email: victim.email, password: victim.password }, remoteAddress: '10.1.1.1' });
    expect(owner.statusCode).toBe(200);
  });

  it('failed sign-ins count against the deletion check from that address', async () => {
    const member = await confirmed('professional', 'Sam Signin');
    const from = '10.7.7.7';
    for (let i = 0; i < 10; i++) {
      const res = await t.app.inject({ method: 'POST', url: '/auth/v1/token?grant_type=password', payload: { email: member.email, password: `wrong-${i}-password` }, remoteAddress: from });
      expect(res.statusCode).toBe(400);
    }
    const res = await deleteAccount(member, member.password, from);
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBeDefined();
    expect((await get('/api/profile', member)).statusCode).toBe(200);
  });
});
