import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signUp } from '../helpers/auth';
import { afterSentinel, isSentinel, openSocket, type TestSocket } from '../helpers/realtime-client';
import { closeAll, twoInstances, type SecondInstance } from '../helpers/realtime-apps';
import type { TestApp } from '../helpers/test-app';

// Two app instances on one PostgreSQL database, as behind a load balancer (decision 0005).
let a: TestApp, b: SecondInstance, urlA: string, urlB: string;
const sockets: TestSocket[] = [];
beforeAll(async () => ({ a, b, urlA, urlB } = await twoInstances()));
afterAll(() => closeAll(sockets, b, a));

describe('realtime across two instances', () => {
  it('delivers a change made through instance A to a WebSocket client of instance B', async () => {
    const me = await signUp(a.app);
    const other = await signUp(a.app);
    const onB = await openSocket(urlB, me.session.access_token);
    const otherOnB = await openSocket(urlB, other.session.access_token);
    sockets.push(onB, otherOnB);

    const res = await a.app.inject({ method: 'PATCH', url: '/api/profile', headers: bearer(me.session.access_token), payload: { name: 'Changed on A' } });
    expect(res.statusCode).toBe(200);
    const got = await onB.next((m) => m.type === 'change' && m.table === 'profiles');
    expect(got).toMatchObject({ event: 'UPDATE', id: me.session.user.id, record: { name: 'Changed on A' } });
    await afterSentinel(a.db, otherOnB, other.session.user.id);
    expect(otherOnB.messages.filter((m) => m.type === 'change' && !isSentinel(m))).toEqual([]);
  });

  it('delivers to the user’s sockets on both instances at once, each exactly once', async () => {
    const me = await signUp(a.app);
    const onA = await openSocket(urlA, me.session.access_token);
    const onB = await openSocket(urlB, me.session.access_token);
    sockets.push(onA, onB);
    await b.inject({ method: 'PATCH', url: '/api/profile', headers: bearer(me.session.access_token), payload: { notification_preferences: { announcements: false } } });
    for (const s of [onA, onB]) await s.next((m) => m.type === 'change' && m.table === 'profiles');
    for (const s of [onA, onB]) await afterSentinel(a.db, s, me.session.user.id);
    expect(onA.messages.filter((m) => m.type === 'change' && !isSentinel(m))).toHaveLength(1);
    expect(onB.messages.filter((m) => m.type === 'change' && !isSentinel(m))).toHaveLength(1);
  });
});
