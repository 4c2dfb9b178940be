import type { WebSocket } from 'ws';
import { describe, expect, it } from 'vitest';
import { REALTIME_CLOSE } from '../../contracts/realtime';
import { RealtimeHub, type RealtimeClient } from './hub';
import { RateGate } from './rate-gate';

// The hub's bookkeeping with stand-in sockets (the ws library's side): caps, end_sockets, and
// the mark that stops an `auth` racing a sign-out (decision 0037). Across instances:
// tests/api/realtime-socket-abuse.test.ts.
function client(userId: string, sessionId: string, readsMeetups = false) {
  const sent: string[] = [];
  const closes: Array<{ code: number; reason: string }> = [];
  const socket = { OPEN: 1, readyState: 1, close: (code: number, reason: string) => closes.push({ code, reason }) } as unknown as WebSocket;
  const c: RealtimeClient = { socket, userId, sessionId, expiresAt: Infinity, readsMeetups, gate: new RateGate((d) => sent.push(String(d))) };
  return { c, sent, closes };
}

describe('RealtimeHub', () => {
  it('closes the oldest of a member’s sockets past the cap (4030), not another member’s', () => {
    const hub = new RealtimeHub(2);
    const [a, b, c] = [client('u1', 's1'), client('u1', 's2'), client('u1', 's3')];
    const other = client('u2', 's9');
    for (const x of [a, other, b, c]) hub.add(x.c);
    expect(a.closes).toEqual([{ code: REALTIME_CLOSE.replaced, reason: 'replaced by a newer connection' }]);
    expect([b, c, other].map((x) => x.closes)).toEqual([[], [], []]);
    expect(hub.size).toBe(3);
  });

  it('end_sockets: one session, all but one, or all; the ended leave the hub at once', () => {
    const hub = new RealtimeHub();
    const [s1, s2, s3] = [client('u1', 's1'), client('u1', 's2'), client('u1', 's3')];
    for (const x of [s1, s2, s3]) hub.add(x.c);
    hub.end({ control: 'end_sockets', user_id: 'u1', session_id: 's1', reason: 'signed out' });
    expect(s1.closes).toEqual([{ code: REALTIME_CLOSE.unauthorized, reason: 'signed out' }]);
    hub.end({ control: 'end_sockets', user_id: 'u1', except_session_id: 's3', reason: 'signed out' });
    expect([s2.closes.length, s3.closes.length]).toEqual([1, 0]);
    hub.end({ control: 'end_sockets', user_id: 'u1', reason: 'account suspended' });
    expect(s3.closes).toEqual([{ code: REALTIME_CLOSE.unauthorized, reason: 'account suspended' }]);
    expect(hub.size).toBe(0);
    hub.dispatch({ table: 'notifications', type: 'INSERT', id: 'n1', audience: { userIds: ['u1'] }, record: { user_id: 'u1' } });
    expect([s1, s2, s3].flatMap((x) => x.sent)).toEqual([]);
  });

  it('remembers an end for sockets still authenticating: only ends after their mark, and only theirs', () => {
    const hub = new RealtimeHub();
    const before = hub.mark();
    hub.end({ control: 'end_sockets', user_id: 'u1', session_id: 's1', reason: 'signed out' });
    const after = hub.mark();
    expect(hub.endedSince(before, 'u1', 's1')).toBe(true);
    expect(hub.endedSince(before, 'u1', 's2')).toBe(false);
    expect(hub.endedSince(before, 'u2', 's1')).toBe(false);
    expect(hub.endedSince(after, 'u1', 's1')).toBe(false);
  });

  it('follows a member’s role from their own profile row: an upgrade opens approved meetups to them', () => {
    const hub = new RealtimeHub();
    const m = client('u1', 's1');
    hub.add(m.c);
    const meetup = { table: 'meetups' as const, type: 'UPDATE' as const, id: 'm1', audience: 'signedIn' as const };
    hub.dispatch(meetup);
    hub.dispatch({ table: 'profiles', type: 'UPDATE', id: 'u1', audience: { userIds: ['u1'] }, record: { role: 'professional', is_admin: false } });
    hub.dispatch({ ...meetup, id: 'm2' });
    const ids = m.sent.map((s) => JSON.parse(s)).filter((x) => x.table === 'meetups').map((x) => x.id);
    expect(ids).toEqual(['count', 'm2']);
  });
});
