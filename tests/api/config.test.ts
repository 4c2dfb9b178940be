import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';

describe('configuration', () => {
  it('has working defaults for the embedded set-up', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({ port: 3000, databaseUrl: undefined, seedDemo: true, appName: 'Civic Connect' });
    expect(c.adminEmails).toHaveLength(3);
  });

  it.each([
    ['PORT', 'eighty'],
    ['DATABASE_URL', 'mysql://x@y/z'],
    ['ADMIN_EMAILS', 'not-an-email'],
    ['SMTP_URL', 'http://mail'],
    ['SEED_DEMO', 'maybe'],
    ['BOOKING_HORIZON_MONTHS', '0'],
    ['BOOKING_HORIZON_MONTHS', 'soon'],
    ['BOOKING_MAX_FUTURE_HOURS_PER_VENUE', '-4'],
    ['BOOKING_MAX_FUTURE_HOURS_PER_VENUE', '1.5'],
  ])('names the variable when %s is invalid', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(name));
  });

  it('never seeds a DATABASE_URL server unless asked', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u:p@127.0.0.1/db' }).seedDemo).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://u:p@127.0.0.1/db', SEED_DEMO: 'true' }).seedDemo).toBe(true);
  });

  it('builds links on PUBLIC_URL, else on the origin the server was started on', () => {
    expect(loadConfig({ PORT: '4123' }).publicUrl).toBe('http://localhost:4123');
    expect(loadConfig({ PUBLIC_URL: 'https://meet.example.org/' }).publicUrl).toBe('https://meet.example.org');
  });

  it('refuses a public HOST without PUBLIC_URL, naming PUBLIC_URL', () => {
    expect(() => loadConfig({ HOST: '0.0.0.0' })).toThrow(/PUBLIC_URL/);
    expect(() => loadConfig({ HOST: '192.0.2.10' })).toThrow(/PUBLIC_URL/);
    expect(loadConfig({ HOST: '0.0.0.0', PUBLIC_URL: 'https://meet.example.org' }).host).toBe('0.0.0.0');
    for (const host of ['127.0.0.1', '127.0.0.2', 'localhost', '::1']) expect(loadConfig({ HOST: host }).host).toBe(host);
  });

  it('limits bookings to 18 months ahead and 48 future hours per member at a venue, unless configured', () => {
    expect(loadConfig({}).bookings).toEqual({ horizonMonths: 18, maxFutureHoursPerVenue: 48 });
    expect(loadConfig({ BOOKING_HORIZON_MONTHS: '6', BOOKING_MAX_FUTURE_HOURS_PER_VENUE: '100' }).bookings).toEqual({ horizonMonths: 6, maxFutureHoursPerVenue: 100 });
  });
});
