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
  ])('names the variable when %s is invalid', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(name));
  });

  it('never seeds a DATABASE_URL server unless asked', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u:p@127.0.0.1/db' }).seedDemo).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://u:p@127.0.0.1/db', SEED_DEMO: 'true' }).seedDemo).toBe(true);
  });
});
