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

  it('Web Push: VAPID keys from the environment only as a pair, push to the known push services unless configured', () => {
    const pub = 'B' + 'A'.repeat(86);
    const priv = 'A'.repeat(43);
    expect(loadConfig({}).push).toEqual({
      vapidKeys: null,
      subject: 'mailto:support@civicconnect.example',
      serviceOrigins: ['https://fcm.googleapis.com', 'https://*.push.services.mozilla.com', 'https://web.push.apple.com', 'https://*.notify.windows.com'],
    });
    expect(loadConfig({ VAPID_PUBLIC_KEY: pub, VAPID_PRIVATE_KEY: priv, VAPID_SUBJECT: 'https://meet.example.org' }).push).toMatchObject({ vapidKeys: { publicKey: pub, privateKey: priv }, subject: 'https://meet.example.org' });
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: pub })).toThrow(/VAPID_PRIVATE_KEY/);
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: 'short', VAPID_PRIVATE_KEY: priv })).toThrow(/VAPID_PUBLIC_KEY/);
    expect(() => loadConfig({ PUSH_SERVICE_ORIGINS: 'https://push.example.org/path' })).toThrow(/PUSH_SERVICE_ORIGINS/);
    expect(loadConfig({ PUSH_SERVICE_ORIGINS: 'http://127.0.0.1:8080, https://*.push.example.org' }).push.serviceOrigins).toEqual(['http://127.0.0.1:8080', 'https://*.push.example.org']);
  });
});
