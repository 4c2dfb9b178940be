// The footer newsletter box (issue 17): the address reaches the server, a confirmation email
// arrives, its link confirms once, and the newsletter email's unsubscribe link works.
import pg from 'pg';
import { expect, gotoApp, test, waitForEmail } from './fixtures';
import { e2eDatabaseUrl } from './env';

async function statusOf(email: string): Promise<string | undefined> {
  const db = new pg.Client({ connectionString: e2eDatabaseUrl() });
  await db.connect();
  try {
    const { rows } = await db.query<{ status: string }>('select status from newsletter_subscribers where email = $1', [email]);
    return rows[0]?.status;
  } finally {
    await db.end();
  }
}

test('subscribe in the footer → row stored, confirmation email → confirmed once → unsubscribe', async ({ page }, testInfo) => {
  const email = `reader.${testInfo.project.name}.${Date.now()}@example.com`;
  await gotoApp(page, '/about');
  const form = page.getByTestId('newsletter-form');
  await form.getByLabel('Email address for the newsletter').fill(email);
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(form.getByText(/Check your inbox to confirm/)).toBeVisible();
  await expect(form).not.toContainText('Subscribed as');
  expect(await statusOf(email)).toBe('pending');

  const mail = await waitForEmail(email, { subject: /Confirm your subscription/ });
  const link = mail.text.match(/https?:\/\/\S+\/newsletter\/confirm\?token=[\w-]+/)?.[0];
  expect(link, mail.text).toBeTruthy();
  await page.goto(link!);
  await expect(page.getByText('Subscription confirmed')).toBeVisible();
  expect(await statusOf(email)).toBe('confirmed');
  // The link works once.
  await page.goto(link!);
  await expect(page.getByRole('alert')).toContainText('not valid any more');

  const welcome = await waitForEmail(email, { subject: /You are subscribed/ });
  const unsubscribe = welcome.text.match(/https?:\/\/\S+\/newsletter\/unsubscribe\?token=[\w-]+/)?.[0];
  expect(unsubscribe, welcome.text).toBeTruthy();
  await page.goto(unsubscribe!);
  await expect(page.getByRole('status').filter({ hasText: 'Unsubscribed' })).toBeVisible();
  expect(await statusOf(email)).toBe('unsubscribed');
});
