import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { COUNT_ONLY_ID, REALTIME_CLOSE } from '../../contracts/realtime';
import { buildApp } from '../../server/app';
import { notify } from '../../server/notifications/notify';
import { bearer, confirmEmail, signUp, type Tokens } from '../helpers/auth';
import { afterPong, afterSentinel, isSentinel, openSocket, realtimeUrl, type TestSocket } from '../helpers/realtime-client';
import { meetupBody, member, organiserAtVenue, freeDay } from '../helpers/meetup-fixtures';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { until } from '../helpers/until';

// Issue 24, sockets (decision 0037): sign-out, global sign-out, suspension and deletion made
// through instance A close the member's sockets held by instance B (the end_sockets control
// message on the NOTIFY channel); caps per account and per address; nothing private reaches a
// socket that may not read it. Instance C has tiny caps of its own (caps are per instance).
let a: TestApp;
let b: Awaited<ReturnType<typeof buildApp>>;
let c: Awaited<ReturnType<typeof buildApp>>;
let urlA: string;
let urlB: string;
let urlC: string;
const sockets: TestSocket[] = [];
const outbox = { kind: 'outbox' as const, deliver: async () => {} };
beforeAll(async () => {
  a = await createTestApp();
  b = await buildApp({ config: a.config, db: a.db, emailTransport: outbox });
  c = await buildApp({ config: { ...a.config, realtime: { maxSocketsPerAccount: 2, maxSocketsPerAddress: 4 } }, db: a.db, emailTransport: outbox });
  [urlA, urlB, urlC] = [await realtimeUrl(a.app), await realtimeUrl(b), await realtimeUrl(c)];
});
afterAll(async () => {
  for (const s of sockets) s.close();
  await c.close();
  await b.close();
  await a.close();
});

async function open(url: string, token?: string) {
  const s = await openSocket(url, token);
  sockets.push(s);
  return s;
}

/** A second session of the same member (another device). */
async function signIn(email: string, password: string): Promise<Tokens> {
  const res = await a.app.inject({ method: 'POST', url: '/auth/v1/token?grant_type=password', payload: { email, password } });
  expect(res.statusCode).toBe(200);
  return res.json();
}

const notificationsIn = (s: TestSocket) => s.messages.filter((m) => m.type === 'change' && m.table === 'notifications');

describe('sockets closed on every instance', () => {
  it('sign-out on A closes that session’s socket on B (4001), not the member’s other session', async () => {
    const u = await signUp(a.app);
    const phone = await signIn(u.email, u.password);
    const laptopOnB = await open(urlB, u.session.access_token);
    const phoneOnB = await open(urlB, phone.access_token);
    const res = await a.app.inject({ method: 'POST', url: '/auth/v1/logout?scope=local', headers: bearer(u.session.access_token) });
    expect(res.statusCode).toBe(204);
    // Published after the sign-out: must not reach the signed-out socket before it closes.
    await notify(a.db, { userId: u.session.user.id, type: 'info', title: 'Private', message: 'after sign-out' });
    expect(await laptopOnB.closed).toEqual({ code: REALTIME_CLOSE.unauthorized, reason: 'signed out' });
    expect(notificationsIn(laptopOnB)).toEqual([]);
    // The other session's socket stays open and gets the notification.
    await phoneOnB.next((m) => m.type === 'change' && m.table === 'notifications');
    await afterSentinel(a.db, phoneOnB, u.session.user.id);
    expect(phoneOnB.ws.readyState).toBe(phoneOnB.ws.OPEN);
  });

  it('global sign-out on A closes every session’s sockets on A and B', async () => {
    const u = await signUp(a.app);
    const phone = await signIn(u.email, u.password);
    const all = [await open(urlB, u.session.access_token), await open(urlB, phone.access_token), await open(urlA, phone.access_token)];
    const res = await a.app.inject({ method: 'POST', url: '/auth/v1/logout?scope=global', headers: bearer(u.session.access_token) });
    expect(res.statusCode).toBe(204);
    for (const s of all) expect(await s.closed).toEqual({ code: REALTIME_CLOSE.unauthorized, reason: 'signed out' });
  });

  it('“sign out other devices” on A closes the other sessions’ sockets on B and keeps the current one', async () => {
    const u = await signUp(a.app);
    const phone = await signIn(u.email, u.password);
    const current = await open(urlB, u.session.access_token);
    const other = await open(urlB, phone.access_token);
    const res = await a.app.inject({ method: 'POST', url: '/auth/v1/logout?scope=others', headers: bearer(u.session.access_token) });
    expect(res.statusCode).toBe(204);
    expect(await other.closed).toEqual({ code: REALTIME_CLOSE.unauthorized, reason: 'signed out' });
    await afterSentinel(a.db, current, u.session.user.id);
    expect(current.ws.readyState).toBe(current.ws.OPEN);
  });

  it('suspension by an admin on A closes the member’s socket on B; nothing private arrives before, and the token is refused after', async () => {
    const admin = await member(a, 'basic', { admin: true });
    const u = await signUp(a.app);
    const onB = await open(urlB, u.session.access_token);
    const res = await a.app.inject({ method: 'POST', url: '/functions/v1/admin-suspend-user', headers: admin.headers, payload: { userId: u.session.user.id, suspend: true } });
    expect(res.statusCode).toBe(200);
    await notify(a.db, { userId: u.session.user.id, type: 'info', title: 'Private', message: 'after suspension' });
    expect(await onB.closed).toEqual({ code: REALTIME_CLOSE.unauthorized, reason: 'account suspended' });
    expect(notificationsIn(onB)).toEqual([]);
    const again = await open(urlB);
    again.ws.send(JSON.stringify({ type: 'auth', access_token: u.session.access_token }));
    expect((await again.closed).code).toBe(REALTIME_CLOSE.unauthorized);
    expect(again.messages.filter((m) => m.type === 'change')).toEqual([]);
  });

  it('account deletion on A closes the member’s sockets on B', async () => {
    const u = await signUp(a.app);
    const onB = await open(urlB, u.session.access_token);
    const res = await a.app.inject({ method: 'DELETE', url: '/api/profile', headers: bearer(u.session.access_token), payload: { password: u.password } });
    expect(res.statusCode).toBeLessThan(300);
    expect(await onB.closed).toEqual({ code: REALTIME_CLOSE.unauthorized, reason: 'account deleted' });
  });
});

describe('caps per instance', () => {
  it('a member’s sockets past the account cap close the oldest with 4030; the newer ones keep receiving', async () => {
    const u = await signUp(a.app);
    const first = await open(urlC, u.session.access_token);
    const second = await open(urlC, u.session.access_token);
    const third = await open(urlC, u.session.access_token);
    expect(await first.closed).toEqual({ code: REALTIME_CLOSE.replaced, reason: 'replaced by a newer connection' });
    for (const s of [second, third]) await afterSentinel(a.db, s, u.session.user.id);
    // The cap is this instance's: the same member still connects to B.
    await open(urlB, u.session.access_token);
    second.close();
    third.close();
    await Promise.all([second.closed, third.closed]);
  });

  it('sockets from one address past the address cap are refused with 4029, signed in or not; a closed one frees its place', async () => {
    const u = await signUp(a.app);
    // Closed sockets of the test above may still be leaving: wait until C has room for four.
    const held: TestSocket[] = [];
    await until(async () => {
      const s = await open(urlC);
      const refused = await Promise.race([s.closed.then(() => true), afterPong(s).then(() => false)]);
      if (!refused) held.push(s);
      return held.length === 4;
    });
    const refused = await open(urlC);
    expect(await refused.closed).toEqual({ code: REALTIME_CLOSE.tooManyFromAddress, reason: 'too many connections from this address' });
    expect(refused.messages).toEqual([]);
    held[0].close();
    await held[0].closed;
    const next = await until(async () => {
      const s = await open(urlC, undefined);
      s.ws.send(JSON.stringify({ type: 'auth', access_token: u.session.access_token }));
      return Promise.race([s.closed.then(() => null), s.next((m) => m.type === 'ready').then(() => s)]);
    });
    expect(next.messages[0]).toEqual({ type: 'ready', user_id: u.session.user.id });
    for (const s of [...held, next]) s.close();
  });
});

describe('the address behind a trusted proxy', () => {
  it('counts the client address Fastify resolves with TRUST_PROXY, not the proxy’s', async () => {
    const d = await buildApp({ config: { ...a.config, trustProxy: ['127.0.0.1'], realtime: { maxSocketsPerAccount: 5, maxSocketsPerAddress: 1 } }, db: a.db, emailTransport: outbox });
    try {
      const url = await realtimeUrl(d);
      const from = async (address: string) => {
        const ws = new WebSocket(url, { headers: { 'x-forwarded-for': address } });
        const closed = new Promise<number>((resolve) => ws.once('close', (code) => resolve(code)));
        await new Promise((resolve, reject) => (ws.once('open', resolve), ws.once('error', reject)));
        const pong = new Promise<boolean>((resolve) => ws.once('message', (m) => resolve(JSON.parse(String(m)).type === 'pong')));
        ws.send(JSON.stringify({ type: 'ping' }));
        return { ws, answer: await Promise.race([pong, closed]) };
      };
      const first = await from('203.0.113.1');
      expect(first.answer).toBe(true);
      const again = await from('203.0.113.1');
      expect(again.answer).toBe(REALTIME_CLOSE.tooManyFromAddress);
      const neighbour = await from('203.0.113.2');
      expect(neighbour.answer).toBe(true);
      for (const x of [first, again, neighbour]) x.ws.close();
    } finally {
      await d.close();
    }
  });
});

describe('what an unrelated member’s socket receives', () => {
  it('no member ids, no rows of others and no meetup it may not read: only count-only changes', async () => {
    const { organiser, owner, venueId } = await organiserAtVenue(a);
    for (const m of [organiser, owner]) await confirmEmail(a.db, m.id);
    const basic = await member(a, 'basic');
    const pro = await member(a, 'professional');
    const basicOnB = await open(urlB, basic.token);
    const proOnB = await open(urlB, pro.token);

    const newcomer = await signUp(a.app);
    const edited = await a.app.inject({ method: 'PATCH', url: '/api/profile', headers: organiser.headers, payload: { name: 'Olu Renamed' } });
    expect(edited.statusCode).toBe(200);
    const note = await notify(a.db, { userId: organiser.id, type: 'info', title: 'Secret title', message: 'Secret body' });
    const created = await a.app.inject({ method: 'POST', url: '/api/meetups', headers: organiser.headers, payload: meetupBody(venueId, { date: freeDay() }) });
    expect(created.statusCode).toBe(201);
    const meetupId = created.json().id as string;
    expect((await a.app.inject({ method: 'POST', url: `/api/meetups/${meetupId}/approve`, headers: owner.headers })).statusCode).toBe(200);
    const comment = await a.app.inject({ method: 'POST', url: `/api/meetups/${meetupId}/comments`, headers: organiser.headers, payload: { body: 'See you there' } });
    expect(comment.statusCode).toBe(201);
    const commentId = comment.json().id as string;

    await afterSentinel(a.db, basicOnB, basic.id);
    await afterSentinel(a.db, proOnB, pro.id);
    const seen = JSON.stringify(basicOnB.messages.filter((m) => !isSentinel(m)));
    for (const secret of [newcomer.session.user.id, organiser.id, owner.id, note!.id, meetupId, commentId, 'Secret', 'Olu', organiser.email])
      expect(seen).not.toContain(secret);
    // It still learns that things happened (home page counts, lists refetch) without ids.
    expect(basicOnB.messages).toContainEqual({ type: 'change', table: 'profiles', event: 'INSERT', id: COUNT_ONLY_ID });
    expect(basicOnB.messages).toContainEqual({ type: 'change', table: 'meetups', event: 'UPDATE', id: COUNT_ONLY_ID });
    // A Professional Partner may read the approved meetup and its discussion: it gets their ids,
    // but still no one's notification or profile.
    const proSeen = JSON.stringify(proOnB.messages);
    expect(proSeen).toContain(meetupId);
    expect(proSeen).toContain(commentId);
    for (const secret of [newcomer.session.user.id, note!.id, 'Secret', 'Olu Renamed']) expect(proSeen).not.toContain(secret);
  });
});
