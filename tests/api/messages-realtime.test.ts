import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RealtimeServerMessage } from '../../contracts/realtime';
import { connect } from '../helpers/message-fixtures';
import { afterSentinel, isSentinel, openSocket, type TestSocket } from '../helpers/realtime-client';
import { closeAll, twoInstances, type SecondInstance } from '../helpers/realtime-apps';
import type { TestApp } from '../helpers/test-app';
import { person, type Person } from '../helpers/venue-fixtures';

// Messages live on every instance (issue 26): two app instances on one database, as behind a
// load balancer. A message sent through A reaches the other member's socket on B in order,
// exactly once; after a reconnect the unread count and "after the last id" catch up exactly.
let a: TestApp, b: SecondInstance, urlA: string, urlB: string;
const sockets: TestSocket[] = [];
beforeAll(async () => ({ a, b, urlA, urlB } = await twoInstances({ MESSAGES_PER_MINUTE: '1000' })));
afterAll(() => closeAll(sockets, b, a));

const tokenOf = (p: Person) => (p.headers as { authorization: string }).authorization.slice(7);
async function socket(url: string, p: Person) {
  const s = await openSocket(url, tokenOf(p));
  sockets.push(s);
  return s;
}
const messageEvents = (s: TestSocket) =>
  s.messages.filter((m): m is Extract<RealtimeServerMessage, { type: 'change' }> => m.type === 'change' && m.table === 'messages' && !isSentinel(m));

describe('messages across two instances', () => {
  it('arrive on the other instance in order, exactly once, only to the two members', async () => {
    const sender = await person(t(), 'professional', { name: 'Sam Sender' });
    const reader = await person(t(), 'basic', { name: 'Rae Reader' });
    const outsider = await person(t(), 'professional');
    await connect(a.db, sender.id, reader.id);
    const readerOnB = await socket(urlB, reader);
    const senderOnA = await socket(urlA, sender);
    const outsiderOnB = await socket(urlB, outsider);

    const bodies = Array.from({ length: 15 }, (_, i) => `message ${i + 1}`);
    let cid = '';
    for (const body of bodies) {
      const res = await a.app.inject({ method: 'POST', url: `/api/messages/with/${reader.id}`, headers: sender.headers, payload: { body } });
      expect(res.statusCode).toBe(201);
      cid = res.json().conversation_id;
    }
    await afterSentinel(a.db, readerOnB, reader.id);
    await afterSentinel(a.db, senderOnA, sender.id);
    await afterSentinel(a.db, outsiderOnB, outsider.id);
    const got = messageEvents(readerOnB);
    expect(got.map((m) => m.record?.body)).toEqual(bodies);
    expect(got.every((m) => m.record?.conversation_id === cid && m.event === 'INSERT')).toBe(true);
    expect(messageEvents(senderOnA).map((m) => m.record?.body)).toEqual(bodies);
    expect(outsiderOnB.messages.filter((m) => m.type === 'change' && !isSentinel(m))).toEqual([]);
  });

  it('both writing at once through both instances: every socket sees ids in increasing order, each once', async () => {
    const x = await person(t(), 'professional');
    const y = await person(t(), 'professional');
    await connect(a.db, x.id, y.id);
    const xOnB = await socket(urlB, x);
    const yOnA = await socket(urlA, y);
    const first = await a.app.inject({ method: 'POST', url: `/api/messages/with/${y.id}`, headers: x.headers, payload: { body: 'start' } });
    const cid = first.json().conversation_id;
    const sends = [];
    for (let i = 0; i < 8; i++) {
      sends.push(a.app.inject({ method: 'POST', url: `/api/messages/conversations/${cid}/messages`, headers: x.headers, payload: { body: `x${i}` } }));
      sends.push(b.inject({ method: 'POST', url: `/api/messages/conversations/${cid}/messages`, headers: y.headers, payload: { body: `y${i}` } }));
    }
    expect((await Promise.all(sends)).map((r) => r.statusCode)).toEqual(Array(16).fill(201));
    for (const [s, p] of [[xOnB, x], [yOnA, y]] as const) {
      await afterSentinel(a.db, s, p.id);
      const ids = messageEvents(s).map((m) => BigInt(m.id));
      expect(ids).toHaveLength(17);
      expect(ids.every((id, i) => i === 0 || id > ids[i - 1])).toBe(true);
    }
  });

  it('after a reconnect, the unread count and the messages after the last one seen are exactly right', async () => {
    const sender = await person(t(), 'professional');
    const reader = await person(t(), 'basic');
    await connect(a.db, sender.id, reader.id);
    const first = await socket(urlB, reader);
    const res = await a.app.inject({ method: 'POST', url: `/api/messages/with/${reader.id}`, headers: sender.headers, payload: { body: 'before the drop' } });
    const cid = res.json().conversation_id;
    const seen = await first.next((m) => m.type === 'change' && m.table === 'messages');
    const lastId = (seen as { id: string }).id;
    first.close();
    await first.closed;

    for (const body of ['while away 1', 'while away 2', 'while away 3'])
      expect((await b.inject({ method: 'POST', url: `/api/messages/conversations/${cid}/messages`, headers: sender.headers, payload: { body } })).statusCode).toBe(201);

    const again = await socket(urlA, reader);
    // What the web does on `ready` (a resync): the badge and the open conversation refetch.
    expect((await a.app.inject({ url: '/api/messages/unread', headers: reader.headers })).json()).toEqual({ count: 4, requests: 0 });
    const caughtUp = (await b.inject({ url: `/api/messages/conversations/${cid}?after=${lastId}`, headers: reader.headers })).json();
    expect(caughtUp.messages.map((m: { body: string }) => m.body)).toEqual(['while away 1', 'while away 2', 'while away 3']);
    expect(caughtUp.has_more_after).toBe(false);

    // Reading on one instance: the sender's socket on the other learns "seen".
    const senderOnB = await socket(urlB, sender);
    const mark = caughtUp.messages[2].id;
    expect((await a.app.inject({ method: 'POST', url: `/api/messages/conversations/${cid}/read`, headers: reader.headers, payload: { message_id: mark } })).statusCode).toBe(204);
    const seenEvent = await senderOnB.next((m) => m.type === 'change' && m.table === 'conversations');
    expect(seenEvent).toMatchObject({ id: cid, record: { reader_id: reader.id, last_read_message_id: mark } });
    await again.next((m) => m.type === 'change' && m.table === 'conversations');
    expect((await b.inject({ url: '/api/messages/unread', headers: reader.headers })).json().count).toBe(0);
  });
});

function t(): TestApp {
  return a;
}
