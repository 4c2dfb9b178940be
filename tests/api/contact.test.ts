import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailLogs } from '../../server/db/schema/index';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { mailbox } from '../helpers/meetup-fixtures';
import { until } from '../helpers/until';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { SUPPORT_EMAIL: 'help@civic.example' } });
});
afterAll(() => t.close());

let ip = 0;
// A fresh client address per request keeps these tests clear of the rate limit unless testing it.
const post = (payload: unknown, remoteAddress = `10.9.0.${++ip}`) =>
  t.app.inject({ method: 'POST', url: '/api/contact', payload: payload as object, remoteAddress });
const valid = { name: 'Amira Haddad', email: 'amira@example.com', subject: 'Venue limit', message: 'Could you raise our venue limit?', company: '' };

describe('POST /api/contact', () => {
  it('sends the message to the support mailbox with the contact_form template', async () => {
    const res = await post({ ...valid, message: 'Hello <b>team</b>' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    const mail = await until(async () => (await t.outbox()).find((m) => m.to === 'help@civic.example' && m.text.includes('Hello <b>team</b>')));
    expect(mail.subject).toBe('Contact form: Venue limit');
    expect(mail.replyTo).toBe('amira@example.com');
    expect(mail.html).toContain('Hello &lt;b&gt;team&lt;/b&gt;');
    await until(async () => (await t.db.select().from(emailLogs).where(eq(emailLogs.toEmail, 'help@civic.example'))).find((l) => l.templateType === 'contact_form' && l.status === 'sent'));
  });

  it('treats a filled company field as success and sends nothing', async () => {
    const res = await post({ ...valid, message: 'Buy cheap watches', company: 'Spam Ltd' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    // A real message sent after it is the sentinel: once it is in the outbox, the spam would be too.
    expect((await post({ ...valid, message: 'Sentinel after the spam' })).statusCode).toBe(200);
    const sent = await until(async () => {
      const box = await mailbox(t);
      return box.some((m) => m.text.includes('Sentinel after the spam')) && box;
    });
    expect(sent.some((m) => m.text.includes('cheap watches'))).toBe(false);
  });

  it('requires name, email and message with the product’s sentence, about the whole form (no field)', async () => {
    for (const missing of ['name', 'email', 'message'] as const) {
      const res = await post({ ...valid, [missing]: '   ' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: 'invalid_request', message: 'Please fill in name, email, and message.' });
      expect(res.json()).not.toHaveProperty('field');
    }
    expect((await post({ ...valid, subject: undefined })).statusCode).toBe(200);
    expect((await post({ ...valid, email: 'not-an-email' })).json()).toMatchObject({ message: 'Enter a valid email address.', field: 'email' });
  });

  it('answers malformed bodies with 4xx, never 500', async () => {
    for (const payload of [[], { name: 1 }, { message: 'x'.repeat(6000) }, null]) {
      const res = await post(payload);
      expect(res.statusCode, JSON.stringify(payload)?.slice(0, 30)).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
    }
    const broken = await t.app.inject({ method: 'POST', url: '/api/contact', headers: { 'content-type': 'application/json' }, payload: '{"name":', remoteAddress: '10.9.9.9' });
    expect(broken.statusCode).toBe(400);
  });

  it('rate-limits each client address', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 7; i++) codes.push((await post(valid, '10.8.8.8')).statusCode);
    expect(codes.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(codes.slice(5)).toEqual([429, 429]);
    expect((await post(valid, '10.8.8.8')).json()).toMatchObject({ error: 'rate_limited' });
  });
});
