import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingCostText } from '../../contracts/bookings';
import { formatMoney } from '../../contracts/format';
import { createVenue, person, venueBody, type Person } from '../helpers/venue-fixtures';
import { dayFromNow, forgetMeetupQuotas, insertMeetup, meetupBody, member, type Member } from '../helpers/meetup-fixtures';
import { createTestApp, type TestApp } from '../helpers/test-app';

// Issue 29, decision 0065: a venue quotes its rates in its own currency (ISO 4217), by default its
// country's; amounts are integers in that currency's minor unit (pence, cents, yen).
let t: TestApp;
let owner: Person;
let otherOwner: Person;
let organiser: Member;

const DUBLIN = { latitude: 53.3438, longitude: -6.2546, address: 'Merrion Square, Dublin 2, Ireland' };
const TOKYO = { latitude: 35.6812, longitude: 139.7671, address: '1-9-1 Marunouchi, Chiyoda, Tokyo, Japan' };
const LONDON = { latitude: 51.5142, longitude: -0.1072 };

beforeAll(async () => {
  t = await createTestApp();
  owner = await person(t, 'venue', { name: 'Oona Owner' });
  otherOwner = await person(t, 'venue');
  organiser = await member(t, 'professional', { name: 'Olu Organiser' });
});
afterAll(() => t.close());

/** One venue per owner (the venue limit): a fresh owner for each. */
const venueOf = async (over: Record<string, unknown>) => {
  const who = await person(t, 'venue');
  return { who, v: await createVenue(t, who, { min_booking_hours: 1, ...over }) };
};
const getVenue = async (id: string, who: { headers: Record<string, string> }) => (await t.app.inject({ method: 'GET', url: `/api/venues/${id}`, headers: who.headers })).json();

describe('the currency a venue quotes in', () => {
  it('defaults from the country where the venue is: euros in Dublin, yen in Tokyo, pounds in London', async () => {
    const { v: dublin } = await venueOf({ name: 'Merrion Rooms', ...DUBLIN });
    const { v: tokyo } = await venueOf({ name: 'Marunouchi Hall', ...TOKYO, default_booking_rate: 5000 });
    const { v: london } = await venueOf({ name: 'Fleet Rooms', ...LONDON });
    expect((await getVenue(dublin.id, owner)).currency).toBe('EUR');
    expect((await getVenue(tokyo.id, owner)).currency).toBe('JPY');
    expect((await getVenue(london.id, owner)).currency).toBe('GBP');
  });

  it('is pounds when the venue is nowhere on the map', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/venues', headers: (await person(t, 'venue')).headers, payload: venueBody({ name: 'Nowhere Hall', address: 'Nowhere In Particular Qqzx', latitude: 123, longitude: 500 }) });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().venue).toMatchObject({ latitude: null, currency: 'GBP' });
  });

  it('is the owner’s choice when they pick one (any case), over the country’s', async () => {
    const { v } = await venueOf({ name: 'Dublin in dollars', ...DUBLIN, currency: 'usd' });
    expect((await getVenue(v.id, owner)).currency).toBe('USD');
  });

  it('must be a code Intl knows: anything else is refused, naming the field, and nothing is saved', async () => {
    for (const currency of ['ABC', 'EURO', 'pounds', '']) {
      const res = await t.app.inject({ method: 'POST', url: '/api/venues', headers: owner.headers, payload: venueBody({ name: `Bad ${currency}`, currency }) });
      expect(res.statusCode, currency).toBe(400);
      expect(res.json()).toMatchObject({ error: 'invalid_request', field: 'currency' });
      expect(res.json().message).toMatch(/currency/i);
    }
    const mine = await t.app.inject({ method: 'GET', url: '/api/venues?owner=me&limit=100', headers: owner.headers });
    expect(mine.json().venues).toEqual([]);
  });

  it('the owner may change it; another owner may not', async () => {
    const v = await createVenue(t, owner, { name: 'Changing Rooms', ...LONDON });
    const other = await t.app.inject({ method: 'PATCH', url: `/api/venues/${v.id}`, headers: otherOwner.headers, payload: { currency: 'EUR' } });
    expect(other.statusCode).toBe(403);
    const res = await t.app.inject({ method: 'PATCH', url: `/api/venues/${v.id}`, headers: owner.headers, payload: { currency: 'EUR', default_booking_rate: 6000 } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().venue).toMatchObject({ currency: 'EUR', default_booking_rate: 6000 });
    const bad = await t.app.inject({ method: 'PATCH', url: `/api/venues/${v.id}`, headers: owner.headers, payload: { currency: 'XYZ' } });
    expect(bad.statusCode).toBe(400);
    expect((await getVenue(v.id, owner)).currency).toBe('EUR');
  });

  it('a rate that is not a whole number of the minor unit is refused in words true of any currency, in the reader’s language', async () => {
    const { who, v } = await venueOf({ name: 'Fractional Yen Hall', ...TOKYO, default_booking_rate: 5000 });
    const put = (headers: Record<string, string>) =>
      t.app.inject({ method: 'PUT', url: `/api/venue-management/venues/${v.id}/default-rate`, headers, payload: { default_booking_rate: 4999.5 } });
    const en = await put(who.headers);
    expect(en.statusCode).toBe(400);
    expect(en.json().message).toContain("Use a whole number in the currency's minor unit (pence, cents; yen have none).");
    const de = await put({ ...who.headers, 'accept-language': 'de' });
    expect(de.json().message).toContain('Verwenden Sie eine ganze Zahl in der kleinsten Einheit der Währung');
    expect((await getVenue(v.id, who)).default_booking_rate).toBe(5000);
  });

  it('lists and the venue page carry it with the rate', async () => {
    const { v } = await venueOf({ name: 'Listed Yen Hall', ...TOKYO, default_booking_rate: 12000 });
    const list = await t.app.inject({ method: 'GET', url: `/api/venues?q=${encodeURIComponent('Listed Yen Hall')}`, headers: organiser.headers });
    expect(list.json().venues.find((x: { id: string }) => x.id === v.id)).toMatchObject({ default_booking_rate: 12000, currency: 'JPY' });
    expect(formatMoney(12000, 'JPY')).toBe('JP¥12,000');
  });

  it('the place search answers with the currency of the country found', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/geocode?q=Dublin%2C%20Ireland', headers: owner.headers });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ currency: 'EUR' });
  });
});

describe('bookings in GBP, EUR and JPY', () => {
  const cases = [
    { currency: 'GBP', where: LONDON, rate: 4550, override: 6000, cost: '£68.25 (£45.50 an hour × 1 h 30 min)', overrideText: '£60' },
    { currency: 'EUR', where: DUBLIN, rate: 4550, override: 6050, cost: '€68.25 (€45.50 an hour × 1 h 30 min)', overrideText: '€60.50' },
    { currency: 'JPY', where: TOKYO, rate: 5000, override: 7000, cost: 'JP¥7,500 (JP¥5,000 an hour × 1 h 30 min)', overrideText: 'JP¥7,000' },
  ];
  for (const c of cases) {
    it(`${c.currency}: the owner’s requests, the agreed rate and the cost up front are in the venue’s currency`, async () => {
      // Open at weekends: the day 40 days from the test's clock may be a Saturday.
      const { who: venueOwner, v } = await venueOf({ name: `${c.currency} booking hall`, ...c.where, default_booking_rate: c.rate, weekend_available: true });
      await forgetMeetupQuotas(t, [organiser.id], [v.id]);
      const created = await t.app.inject({ method: 'POST', url: '/api/meetups', headers: organiser.headers, payload: meetupBody(v.id, { title: `Paid in ${c.currency}`, date: dayFromNow(40), time: '10:00' }) });
      expect(created.statusCode, created.body).toBe(201);
      const id = created.json().id as string;
      expect(created.json().venue_currency).toBe(c.currency);

      const desk = (await t.app.inject({ method: 'GET', url: '/api/venue-management', headers: venueOwner.headers })).json();
      expect(desk.venues).toEqual([expect.objectContaining({ id: v.id, default_booking_rate: c.rate, currency: c.currency })]);
      const req = desk.requests.find((r: { id: string }) => r.id === id);
      expect(req).toMatchObject({ venue_currency: c.currency, venue_default_booking_rate: c.rate });
      expect(bookingCostText(req.venue_default_booking_rate, req.duration, req.venue_currency)).toBe(c.cost);

      const set = await t.app.inject({ method: 'PUT', url: `/api/meetups/${id}/rate-override`, headers: venueOwner.headers, payload: { venue_rate_override: c.override } });
      expect(set.statusCode, set.body).toBe(200);
      const seen = (await t.app.inject({ method: 'GET', url: `/api/meetups/${id}`, headers: organiser.headers })).json();
      expect(seen).toMatchObject({ venue_rate_override: c.override, venue_currency: c.currency });
      expect(formatMoney(seen.venue_rate_override, seen.venue_currency)).toBe(c.overrideText);
    });
  }

  it('GBP in en-GB is formatPounds’ text exactly', async () => {
    const { formatPounds } = await import('../../contracts/format');
    for (const p of [0, 1, 99, 100, 4550, 25000, 123456789, -4550]) expect(formatMoney(p, 'GBP')).toBe(formatPounds(p));
  });
});

describe('the meetup language filter (issue 29)', () => {
  it('lists only meetups in that language, in any case, and nearby too', async () => {
    const host = await member(t, 'professional');
    const near = { latitude: 48.8566, longitude: 2.3522 }; // Paris, away from other files' meetups
    const fr = await insertMeetup(t.db, host.id, { title: 'Café des données', language: 'French', date: dayFromNow(12), ...near });
    const en = await insertMeetup(t.db, host.id, { title: 'Open data coffee', language: 'English', date: dayFromNow(12), ...near });
    const de = await insertMeetup(t.db, host.id, { title: 'Offene Daten Frühstück', language: 'German', date: dayFromNow(13), ...near });
    const ids = (body: { meetups: { id: string }[] }) => body.meetups.map((m) => m.id);

    const french = (await t.app.inject({ method: 'GET', url: '/api/meetups?language=french&limit=100', headers: organiser.headers })).json();
    expect(ids(french)).toContain(fr.id);
    expect(ids(french)).not.toContain(en.id);
    expect(ids(french)).not.toContain(de.id);
    expect(french.meetups.every((m: { language: string }) => m.language === 'French')).toBe(true);
    expect(french.total).toBe(french.meetups.length);

    const nearby = (await t.app.inject({ method: 'GET', url: `/api/meetups?language=German&lat=${near.latitude}&lng=${near.longitude}&radius=5`, headers: organiser.headers })).json();
    expect(ids(nearby)).toEqual([de.id]);
    expect(nearby.nearby.count).toBe(1);

    const all = (await t.app.inject({ method: 'GET', url: `/api/meetups?lat=${near.latitude}&lng=${near.longitude}&radius=5`, headers: organiser.headers })).json();
    expect(ids(all).sort()).toEqual([fr.id, en.id, de.id].sort());
  });

  it('a language nobody holds meetups in lists none; a too-long one is refused', async () => {
    const none = await t.app.inject({ method: 'GET', url: '/api/meetups?language=Klingon', headers: organiser.headers });
    expect(none.statusCode).toBe(200);
    expect(none.json()).toMatchObject({ meetups: [], total: 0 });
    const long = await t.app.inject({ method: 'GET', url: `/api/meetups?language=${'x'.repeat(41)}`, headers: organiser.headers });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({ error: 'invalid_request' });
  });
});
