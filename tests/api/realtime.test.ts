import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { COUNT_ONLY_ID, REALTIME_CLOSE } from '../../contracts/realtime';
import { notify } from '../../server/notifications/notify';
import { endStaleSockets, LISTENER_APP_NAME } from '../../server/realtime/plugin';
import { publishChange } from '../../server/realtime/publish';
import { bearer, signUp } from '../helpers/auth';
import { afterPong, afterSentinel, isSentinel, openSocket, type TestSocket } from '../helpers/realtime-client';
import { setRole } from '../helpers/roles';
import { appWithRealtime, closeAll } from '../helpers/realtime-apps';
import type { TestApp } from '../helpers/test-app';

let t: TestApp, url: string;
const sockets: TestSocket[] = [];
beforeAll(async () => ({ t, url } = await appWithRealtime()));
afterAll(() => closeAll(sockets, t));

/** `role`: set before the socket authenticates (approved meetups are for Professional Partners). */
async function connectedUser(role?: 'professional') {
  const u = await signUp(t.app);
  if (role) await setRole(t.db, u.session.user.id, role);
  const socket = await openSocket(url, u.session.access_token);
  sockets.push(socket);
  return { id: u.session.user.id, token: u.session.access_token, socket };
}
// Each connectedUser() sign-up is itself published (profiles INSERT, for the home page counts);
// the tests below look at the other changes a socket got.
const isSignUp = (m: TestSocket['messages'][number]) => m.type === 'change' && m.table === 'profiles' && m.event === 'INSERT';
const changes = (s: TestSocket) => s.messages.filter((m) => m.type === 'change' && !isSentinel(m) && !isSignUp(m));

describe('/realtime connection', () => {
  it('upgrades /realtime only: an upgrade for any other path is refused with 404, HTTP to /realtime is 404 too', async () => {
    const refused = (path: string) =>
      new Promise<number>((resolve, reject) => {
        const ws = new WebSocket(url.replace('/realtime', path));
        ws.on('unexpected-response', (_req, res) => (ws.terminate(), resolve(res.statusCode ?? 0)));
        ws.on('open', () => (ws.close(), reject(new Error(`${path} upgraded`))));
        ws.on('error', () => {});
      });
    expect(await refused('/api/health')).toBe(404);
    expect(await refused('/realtime/x')).toBe(404);
    expect((await fetch(url.replace('ws:', 'http:'))).status).toBe(404);
    // The sentinel: /realtime itself still upgrades.
    const s = await openSocket(url);
    sockets.push(s);
    s.ws.send(JSON.stringify({ type: 'ping' }));
    await s.next((m) => m.type === 'pong');
  });

  it('authenticates with the access token in the first message and answers ready', async () => {
    const u = await signUp(t.app);
    const s = await openSocket(url);
    sockets.push(s);
    s.ws.send(JSON.stringify({ type: 'ping' }));
    await s.next((m) => m.type === 'pong');
    s.ws.send(JSON.stringify({ type: 'auth', access_token: u.session.access_token }));
    expect(await s.next((m) => m.type === 'ready')).toEqual({ type: 'ready', user_id: u.session.user.id });
  });

  it('closes with 4001 for a bad token and 4003 for a message that is not JSON', async () => {
    const bad = await openSocket(url);
    bad.ws.send(JSON.stringify({ type: 'auth', access_token: 'not-a-token' }));
    expect((await bad.closed).code).toBe(REALTIME_CLOSE.unauthorized);
    const junk = await openSocket(url);
    junk.ws.send('hello');
    expect((await junk.closed).code).toBe(REALTIME_CLOSE.protocol);
  });

  it('delivers nothing before authentication', async () => {
    const me = await connectedUser();
    const anon = await openSocket(url);
    sockets.push(anon);
    await publishChange(t.db, { table: 'venues', type: 'INSERT', id: 'v-anon', audience: 'signedIn' });
    const row = await notify(t.db, { userId: me.id, type: 'info', title: 'x', message: 'y' });
    // The signed-in witness has both, so the hub has handled both for every socket.
    await me.socket.next((m) => m.type === 'change' && m.id === row!.id);
    await afterPong(anon);
    expect(anon.messages).toEqual([{ type: 'pong' }]);
  });

  it('the sweep ends the socket of an account deleted without an end_sockets message (a lost NOTIFY)', async () => {
    const u = await connectedUser();
    const other = await connectedUser();
    await t.db.execute(sql`delete from users where id = ${u.id}`);
    await endStaleSockets(t, t.app.realtime.hub);
    expect(await u.socket.closed).toEqual({ code: REALTIME_CLOSE.unauthorized, reason: 'session ended' });
    await afterSentinel(t.db, other.socket, other.id);
    expect(other.socket.ws.readyState).toBe(other.socket.ws.OPEN);
  });

  it('ends the socket of a session that signed out', async () => {
    const u = await connectedUser();
    await t.app.inject({ method: 'POST', url: '/auth/v1/logout?scope=local', headers: bearer(u.token) });
    await endStaleSockets(t, t.app.realtime.hub);
    expect((await u.socket.closed).code).toBe(REALTIME_CLOSE.unauthorized);
  });
});

describe('what each user receives', () => {
  it('sends a user their own new notifications with the row, and nobody else', async () => {
    const a = await connectedUser();
    const b = await connectedUser();
    const row = await notify(t.db, { userId: a.id, type: 'venue_booking', title: 'New request', message: 'Please review' });
    const got = await a.socket.next((m) => m.type === 'change' && m.table === 'notifications');
    expect(got).toMatchObject({ type: 'change', table: 'notifications', event: 'INSERT', id: row!.id, record: { title: 'New request', user_id: a.id, read: false } });
    await afterSentinel(t.db, b.socket, b.id);
    expect(changes(b.socket).filter((m) => m.type === 'change' && m.table === 'notifications')).toEqual([]);
  });

  it('drops a notification whose record names another user even if the audience lists them', async () => {
    const a = await connectedUser();
    const b = await connectedUser();
    await publishChange(t.db, { table: 'notifications', type: 'INSERT', id: 'n1', audience: { userIds: [a.id, b.id] }, record: { user_id: a.id, title: 'private' } });
    await publishChange(t.db, { table: 'notifications', type: 'INSERT', id: 'n2', audience: 'signedIn', record: { user_id: b.id } });
    await a.socket.next((m) => m.type === 'change' && m.id === 'n1');
    await afterSentinel(t.db, b.socket, b.id);
    await afterSentinel(t.db, a.socket, a.id);
    expect(changes(b.socket)).toEqual([]);
    expect(changes(a.socket).map((m) => m.type === 'change' && m.id)).toEqual(['n1']);
  });

  it('sends profile updates to the owner only; others learn of new profiles without the row', async () => {
    const a = await connectedUser();
    const b = await connectedUser();
    const res = await t.app.inject({ method: 'PATCH', url: '/api/profile', headers: bearer(a.token), payload: { name: 'Ada Live' } });
    expect(res.statusCode).toBe(200);
    const own = await a.socket.next((m) => m.type === 'change' && m.table === 'profiles' && m.event === 'UPDATE');
    expect(own).toMatchObject({ event: 'UPDATE', id: a.id, record: { name: 'Ada Live', email_preferences: { all: true } } });
    const before = b.socket.messages.length;
    await publishChange(t.db, { table: 'profiles', type: 'INSERT', id: 'someone-new', audience: 'signedIn', record: { email: 'secret@example.com' } });
    const seen = await b.socket.next((m) => isSignUp(m) && b.socket.messages.indexOf(m) >= before);
    expect(seen).toEqual({ type: 'change', table: 'profiles', event: 'INSERT', id: COUNT_ONLY_ID });
    expect(changes(b.socket).some((m) => m.type === 'change' && m.id === a.id)).toBe(false);
  });

  it('publishes a sign-up: signed-in members learn a profile was added, not whose (issue 24)', async () => {
    const watcher = await connectedUser();
    const before = watcher.socket.messages.length;
    const newcomer = await signUp(t.app);
    const seen = await watcher.socket.next((m) => isSignUp(m) && watcher.socket.messages.indexOf(m) >= before);
    expect(seen).toEqual({ type: 'change', table: 'profiles', event: 'INSERT', id: COUNT_ONLY_ID });
    await afterSentinel(t.db, watcher.socket, watcher.id);
    expect(JSON.stringify(watcher.socket.messages)).not.toContain(newcomer.session.user.id);
  });

  it('sends a pending meetup only to its organiser and venue host', async () => {
    const organiser = await connectedUser('professional');
    const host = await connectedUser('professional');
    const stranger = await connectedUser('professional');
    const record = { id: 'm-pending', title: 'Secret plans', booking_status: 'pending', organizer_id: organiser.id };
    await publishChange(t.db, { table: 'meetups', type: 'INSERT', id: 'm-pending', audience: { userIds: [organiser.id, host.id] }, record });
    // A publisher that wrongly says 'signedIn' for a pending meetup still cannot leak it.
    await publishChange(t.db, { table: 'meetups', type: 'UPDATE', id: 'm-pending', audience: 'signedIn', record });
    await publishChange(t.db, { table: 'meetups', type: 'UPDATE', id: 'm-live', audience: 'signedIn', record: { ...record, id: 'm-live', booking_status: 'approved' } });
    await organiser.socket.next((m) => m.type === 'change' && m.id === 'm-live');
    await host.socket.next((m) => m.type === 'change' && m.id === 'm-live');
    await stranger.socket.next((m) => m.type === 'change' && m.id === 'm-live');
    expect(changes(organiser.socket).map((m) => m.type === 'change' && `${m.event} ${m.id}`)).toEqual(['INSERT m-pending', 'UPDATE m-pending', 'UPDATE m-live']);
    expect(changes(host.socket).map((m) => m.type === 'change' && `${m.event} ${m.id}`)).toEqual(['INSERT m-pending', 'UPDATE m-live']);
    expect(changes(stranger.socket).map((m) => m.type === 'change' && `${m.event} ${m.id}`)).toEqual(['UPDATE m-live']);
  });

  it('sends venue changes to every signed-in user, but an attendance row only to those named', async () => {
    const a = await connectedUser();
    await publishChange(t.db, { table: 'meetup_attendees', type: 'INSERT', id: 'm1:u1', audience: 'signedIn', record: { meetup_id: 'm1', user_id: 'u1' } });
    await publishChange(t.db, { table: 'venues', type: 'UPDATE', id: 'v1', audience: 'signedIn', record: { name: 'Hall' } });
    // The venue change was published after the attendance row: once it is here, the other is not coming.
    expect(await a.socket.next((m) => m.type === 'change' && m.table === 'venues')).toMatchObject({ record: { name: 'Hall' } });
    expect(changes(a.socket).some((m) => m.type === 'change' && m.table === 'meetup_attendees')).toBe(false);
  });

  it('publishes only after commit: a rolled-back change is never sent', async () => {
    const a = await connectedUser();
    await t.db
      .transaction(async (tx) => {
        await publishChange(tx, { table: 'venues', type: 'INSERT', id: 'rolled-back', audience: 'signedIn' });
        throw new Error('abort');
      })
      .catch(() => {});
    await publishChange(t.db, { table: 'venues', type: 'INSERT', id: 'committed', audience: 'signedIn' });
    await a.socket.next((m) => m.type === 'change' && m.id === 'committed');
    expect(changes(a.socket).some((m) => m.type === 'change' && m.id === 'rolled-back')).toBe(false);
  });
});

describe('rate limit: 10 events per second per socket', () => {
  const burst = (userId: string, ids: string[]) =>
    t.db.transaction(async (tx) => {
      for (const id of ids) await publishChange(tx, { table: 'notifications', type: 'UPDATE', id, audience: { userIds: [userId] } });
    });
  const eventTimes = (s: TestSocket) => s.times.filter((_, i) => s.messages[i].type !== 'ready');
  const maxInAnySecond = (s: TestSocket) => {
    const times = eventTimes(s);
    return Math.max(...times.map((start) => times.filter((x) => x >= start && x < start + 1000).length));
  };

  it('delays and coalesces extra events instead of exceeding the rate', async () => {
    const a = await connectedUser();
    // 10 distinct rows, then 15 changes to three rows: 10 now, 3 (coalesced) a second later.
    await burst(a.id, [...Array.from({ length: 10 }, (_, i) => `row-${i}`), ...Array.from({ length: 15 }, (_, i) => `hot-${i % 3}`)]);
    await a.socket.next((m) => m.type === 'change' && m.id === 'hot-2', 4000);
    await afterSentinel(t.db, a.socket, a.id);
    const ids = changes(a.socket).map((m) => m.type === 'change' && m.id);
    expect(ids).toHaveLength(13);
    expect(ids.slice(10).sort()).toEqual(['hot-0', 'hot-1', 'hot-2']);
    expect(maxInAnySecond(a.socket)).toBeLessThanOrEqual(10);
  });

  it('drops a flood and sends one resync hint', async () => {
    const a = await connectedUser();
    await burst(a.id, Array.from({ length: 100 }, (_, i) => `flood-${i}`));
    await a.socket.next((m) => m.type === 'resync', 4000);
    await afterSentinel(t.db, a.socket, a.id);
    expect(changes(a.socket)).toHaveLength(10);
    expect(a.socket.messages.filter((m) => m.type === 'resync')).toEqual([{ type: 'resync', reason: 'rate_limited' }]);
    expect(maxInAnySecond(a.socket)).toBeLessThanOrEqual(10);
  });
});

describe('listener resilience', () => {
  it('reconnects after losing its database connection and tells clients to resync', async () => {
    const a = await connectedUser();
    const killed = await t.db.execute(sql`select pg_terminate_backend(pid) from pg_stat_activity where application_name = ${LISTENER_APP_NAME} and datname = current_database()`);
    expect(killed.rows.length).toBeGreaterThan(0);
    expect(await a.socket.next((m) => m.type === 'resync', 8000)).toEqual({ type: 'resync', reason: 'server_reconnected' });
    await publishChange(t.db, { table: 'venues', type: 'INSERT', id: 'after-reconnect', audience: 'signedIn' });
    await a.socket.next((m) => m.type === 'change' && m.id === 'after-reconnect');
  });
});
