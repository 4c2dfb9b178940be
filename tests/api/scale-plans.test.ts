// Issue 30 "Fast on real data": on a mid-size copy of the scale data set (SCALE_TEST, default
// 0.1 = 100,000 meetups, 100,000 members, ~1,000,000 attendances), every list route is called as
// a member would call it; the SQL it sent is captured from the pg client (the query builders' real
// text and parameters, not copies) and EXPLAINed; a sequential scan of a big table fails the test.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../server/auth/passwords';
import { SCALE_PASSWORD, scaleEmail, scaleId, scaleSizes, seedScale } from '../../server/db/seed-scale';
import { bearer } from '../helpers/auth';
import { daysFromNow } from '../helpers/dates';
import { captureQueries, explain, seqScans, type CapturedQuery } from '../helpers/query-capture';
import { createTestApp, type TestApp } from '../helpers/test-app';

const SCALE = Number(process.env.SCALE_TEST ?? 0.1);
const sizes = scaleSizes(SCALE);
/** A table this big is never read whole by a list: at 1,000,000 meetups it is 10–100× bigger. */
const BIG_ROWS = 5_000;
const ADMIN = 3;

let t: TestApp;
let big: Set<string>;
const as: Record<string, Record<string, string>> = {};

async function signIn(n: number) {
  const res = await t.app.inject({ method: 'POST', url: '/auth/v1/token?grant_type=password', payload: { email: scaleEmail(n), password: SCALE_PASSWORD } });
  if (res.statusCode !== 200) throw new Error(`sign-in of member ${n}: ${res.statusCode} ${res.body}`);
  return bearer(res.json().access_token);
}

beforeAll(async () => {
  t = await createTestApp({ env: { ADMIN_EMAILS: scaleEmail(ADMIN) } });
  const client = await t.db.$client.connect();
  try {
    const t0 = performance.now();
    await seedScale(client, { scale: SCALE, passwordHash: await hashPassword(SCALE_PASSWORD) });
    console.log(`scale-plans: seeded SCALE=${SCALE} in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    const { rows } = await client.query<{ name: string }>(`select relname as name from pg_class where relkind = 'r' and relnamespace = 'public'::regnamespace and reltuples >= $1`, [BIG_ROWS]);
    big = new Set(rows.map((r) => r.name));
  } finally {
    client.release();
  }
  as.organiser = await signIn(1); // the busiest organiser (organisers are skewed towards low numbers)
  as.owner = await signIn(sizes.members); // owns venues 1 and 2
  as.admin = await signIn(ADMIN);
  as.member = await signIn(12_345 % sizes.members);
}, 600_000);
afterAll(() => t?.close());

type Call = { method?: 'GET' | 'POST'; url: string; who: keyof typeof as | 'anonymous'; payload?: object };

/** Every list a member, owner or admin reads, with the parameters that make it work hardest. */
function lists(): Record<string, Call> {
  const busyMeetup = scaleId('m', 1);
  const organiser = scaleId('u', 1);
  const venue = scaleId('v', 1);
  const from = daysFromNow(0);
  const to = daysFromNow(30);
  return {
    'venues, first page': { url: '/api/venues', who: 'member' },
    'venues, search': { url: '/api/venues?q=library', who: 'member' },
    'venues, filters': { url: '/api/venues?type=library&min_capacity=50&instant=true&amenities=wifi', who: 'member' },
    'venues, mine': { url: '/api/venues?owner=me', who: 'owner' },
    'venue page': { url: `/api/venues/${venue}`, who: 'member' },
    'venue ratings': { url: `/api/venues/${venue}/ratings`, who: 'member' },
    'venue availability': { url: `/api/venues/${venue}/availability?from=${from}&to=${to}`, who: 'organiser' },
    'venue calendar (owner)': { url: `/api/venue-management/calendar?from=${from}&to=${to}`, who: 'owner' },
    'venue management': { url: '/api/venue-management', who: 'owner' },
    'nearby meetups': { url: '/api/meetups?lat=51.5072&lng=-0.1276&radius=5', who: 'member' },
    notifications: { url: '/api/notifications', who: 'organiser' },
    attendees: { url: `/api/meetups/${busyMeetup}/attendees`, who: 'organiser' },
    comments: { url: `/api/meetups/${busyMeetup}/comments`, who: 'organiser' },
    'member profile': { url: `/api/members/${organiser}`, who: 'member' },
    'member connections': { url: `/api/members/${organiser}/connections`, who: 'member' },
    'admin member search': { method: 'POST', url: '/functions/v1/admin-list-users', who: 'admin', payload: { page: 1, pageSize: 20, q: 'okafor', role: '' } },
    'admin member list, page 50': { method: 'POST', url: '/functions/v1/admin-list-users', who: 'admin', payload: { page: 50, pageSize: 20, q: '', role: '' } },
    sitemap: { url: '/sitemap.xml', who: 'anonymous' },
    followers: { url: `/api/follows/organiser/${organiser}/followers`, who: 'organiser' },
    following: { url: '/api/follows', who: 'member' },
    'organiser page': { url: `/api/public/organisers/${organiser}`, who: 'anonymous' },
    connections: { url: '/api/connections', who: 'organiser' },
    'connection requests': { url: '/api/connections/requests', who: 'organiser' },
    conversations: { url: '/api/messages/conversations', who: 'organiser' },
    'member home': { url: '/api/home', who: 'organiser' },
  };
}

/** The queries a call sent that read data (not the session check's BEGIN/COMMIT or writes). */
const reads = (qs: CapturedQuery[]) => qs.filter((q) => /^\s*(select|with)\b/i.test(q.text));

describe(`list plans on the scale data set (SCALE=${SCALE})`, () => {
  it('seeded a big data set', () => {
    for (const table of ['meetups', 'meetup_attendees', 'users', 'profiles', 'notifications', 'meetup_comments', 'connections', 'follows', 'messages']) expect(big, table).toContain(table);
  });

  it.each(Object.entries(lists()))('%s reads no big table whole', async (_label, call) => {
    let status = 0;
    const queries = await captureQueries(async () => {
      const res = await t.app.inject({ method: call.method ?? 'GET', url: call.url, headers: call.who === 'anonymous' ? {} : as[call.who], payload: call.payload });
      status = res.statusCode;
    });
    expect(status).toBe(200);
    const sent = reads(queries);
    expect(sent.length).toBeGreaterThan(0);
    const client = await t.db.$client.connect();
    try {
      const found: string[] = [];
      for (const q of sent) {
        const scans = seqScans(await explain(client, q)).filter((table) => big.has(table));
        if (scans.length) found.push(`Seq Scan on ${scans.join(', ')} in: ${q.text.slice(0, 300)}`);
      }
      expect(found).toEqual([]);
    } finally {
      client.release();
    }
  });
});
