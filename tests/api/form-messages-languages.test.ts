// Issue 29: the contracts' validation messages (zod, contracts/*.ts) are said in the request's
// language — by the server's validation summary, by a route that checks a contract itself, and by
// the form in the browser (web/lib/form-errors.test.ts) — from the `forms` catalogue keyed by the
// English text, which stays the specification's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../helpers/auth';
import { setRole } from '../helpers/roles';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("a contract's validation message", () => {
  it('comes from a route that checks the contract itself, in the language asked for', async () => {
    const ask = (headers: Record<string, string>) =>
      t.app.inject({ method: 'POST', url: '/api/newsletter/subscribe', headers, payload: { email: 'not-an-address' } });
    const de = await ask({ 'accept-language': 'de' });
    expect(de.statusCode).toBe(400);
    expect(de.json()).toMatchObject({ error: 'invalid_request', field: 'email', message: 'Geben Sie eine gültige E-Mail-Adresse ein, z. B. name@example.com.' });
    const plain = await ask({});
    expect(plain.json()).toMatchObject({ error: 'invalid_request', message: 'Enter a valid email address, like name@example.com.' });
  });

  it("comes from the server's validation summary in the language asked for, by the field it is about", async () => {
    const organiser = await signUp(t.app);
    await setRole(t.db, organiser.session.user.id, 'professional');
    const create = (headers: Record<string, string>) =>
      t.app.inject({ method: 'POST', url: '/api/meetups', headers: { authorization: `Bearer ${organiser.session.access_token}`, ...headers }, payload: { title: 'Ab' } });
    const fr = await create({ 'accept-language': 'fr-FR,fr;q=0.9' });
    expect(fr.statusCode).toBe(400);
    expect(fr.json().message).toContain('Donnez à la rencontre un titre d’au moins 3 caractères.');
    expect(fr.json().message).not.toContain('Give the meetup a title');
    const ar = await create({ cookie: 'cc-locale=ar' });
    expect(ar.json().message).toContain('أعطِ اللقاء عنوانًا من 3 أحرف على الأقل.');
    const plain = await create({});
    expect(plain.json().message).toContain('Give the meetup a title of at least 3 characters.');
  });
});
