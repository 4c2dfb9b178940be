// Issue 29, the emails: every email in the reader's language. The gallery (/email-templates)
// shows the server's real render of each email in the page's language; each email, opened alone
// at 390 px in the pseudo-locale (accented, ~40% longer), fits a phone; Arabic mirrors it
// (screenshots kept in test-results/ to look at).
import type { Page } from '@playwright/test';
import { expect, gotoApp, test } from './fixtures';
import { clippedTexts } from './language-checks';

type Preview = { type: string; subject: string; html: string };
const previewsIn = async (page: Page, hl: string) =>
  ((await (await page.request.get(`/api/email-templates/previews?hl=${hl}`)).json()) as { templates: Preview[] }).templates;

test('every email in the pseudo-locale fits a 390 px phone: no text cut off, nothing wider than the screen @phone-only', async ({ page }) => {
  const templates = await previewsIn(page, 'en-XA');
  expect(templates.length).toBeGreaterThan(20);
  for (const t of templates) {
    // As a phone's mail app shows it: the email's own HTML, alone on the screen.
    await page.setContent(t.html);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-XA');
    expect(await clippedTexts(page), t.type).toEqual({ cut: [], wide: false });
  }
  await gotoApp(page, '/email-templates?hl=en-XA');
  await expect(page.getByTestId('email-preview').first()).toBeVisible();
  expect((await clippedTexts(page)).wide).toBe(false);
});

test('in Arabic the emails read right to left, in the gallery and alone @phone-only', async ({ page }, testInfo) => {
  await gotoApp(page, '/email-templates?hl=ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const first = page.getByTestId('email-preview').first().locator('iframe').contentFrame();
  await expect(first.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(first.locator('body')).toContainText('مرحبًا Alex Morgan،');
  await page.screenshot({ path: testInfo.outputPath('email-gallery-ar.png'), fullPage: true });
  await page.screenshot({ path: testInfo.outputPath('email-gallery-ar-top.png') });

  const templates = await previewsIn(page, 'ar');
  for (const type of ['booking_rejected', 'meetup_reminder', 'unread_messages']) {
    const t = templates.find((x) => x.type === type)!;
    await page.setContent(t.html);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    expect((await clippedTexts(page)).wide, type).toBe(false);
    await page.screenshot({ path: testInfo.outputPath(`email-${type}-ar.png`), fullPage: true });
  }
});

test('the gallery in French shows the emails as a French-speaking member receives them', async ({ page }) => {
  await gotoApp(page, '/email-templates?hl=fr');
  const card = page.getByRole('article').filter({ has: page.locator('code', { hasText: /^booking_approved$/ }) });
  await expect(card).toContainText('Votre rencontre « Smart Streets Breakfast » a été approuvée');
  const email = card.locator('iframe').contentFrame();
  await expect(email.locator('body')).toContainText('Bonjour Alex Morgan,');
  await expect(email.getByRole('link', { name: 'Voir votre rencontre' })).toBeVisible();
});
