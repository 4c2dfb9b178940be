import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { signUp } from '../helpers/auth';
import { startApp } from '../helpers/spawn-app';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { until } from '../helpers/until';

// TRUST_PROXY names the proxies in front; a client cannot pick its own address or the links'
// host through forwarded headers.
describe('TRUST_PROXY forms', () => {
  it('takes false, a hop count or addresses/CIDRs', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 10.1.0.0/16,::1,loopback' }).trustProxy).toEqual(['10.0.0.1', '10.1.0.0/16', '::1', 'loopback']);
  });

  it.each(['true', 'yes', 'on', '10.0.0.0/33', 'proxy.example'])('refuses %s, saying which forms work', (value) => {
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY: use a hop count .* or a comma-separated list of proxy addresses\/CIDRs/);
  });

  it('stops start-up with exit 78 for TRUST_PROXY=true', async () => {
    const run = startApp({ TRUST_PROXY: 'true', DATA_DIR: '/nonexistent-never-created' });
    expect(await run.exited).toBe(78);
    expect(run.output()).toMatch(/TRUST_PROXY: use a hop count/);
  }, 30_000);
});

describe('behind one proxy (TRUST_PROXY=1)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { TRUST_PROXY: '1', AUTH_RATE_LIMIT_PER_MINUTE: '3' } });
  });
  afterAll(async () => t?.close());

  // The proxy (10.0.0.5) appends the address it saw; whatever the client wrote comes before it.
  const recover = (email: string, forwarded: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/auth/v1/recover',
      remoteAddress: '10.0.0.5',
      headers: { 'x-forwarded-for': forwarded, ...headers },
      payload: { email },
    });

  it('counts per-IP limits on the address the proxy saw, whatever the client forges before it', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await recover(`nobody${i}@example.com`, `198.51.100.${i}, 203.0.113.7`);
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 3)).toEqual([200, 200, 200]);
    expect(statuses.slice(3)).toEqual([429, 429]);
    // Another real client behind the same proxy is not affected.
    expect((await recover('someone@example.com', '198.51.100.99, 203.0.113.8')).statusCode).toBe(200);
  });

  it('never puts X-Forwarded-Host (or Host) into an emailed link', async () => {
    const { email } = await signUp(t.app);
    const res = await recover(email, '203.0.113.20', { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' });
    expect(res.statusCode).toBe(200);
    const mail = await until(async () => (await t.outbox()).find((m) => m.to === email));
    expect(`${mail.html}\n${mail.text}`).not.toContain('evil.example');
    expect(mail.text).toContain('http://localhost:3000/auth/v1/verify?');
  });
});
