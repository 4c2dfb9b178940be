// Messages (issue 26) in two browsers at 390×844: two connected members write to each other
// live, the unread badge follows, and "Seen" shows once the other has read. Screenshots of the
// inbox and a conversation at 390×844 and 1280×800, light and dark, are attached.
import type { Browser, Page } from '@playwright/test';
import { confirmAndConnect, seedConversation } from './db-fixtures';
import { expect, expectNoAxeViolations, gotoApp, isDesktop, preferTheme, registerWithApi, signInWithApiAs, test, uniqueUser } from './fixtures';

async function member(browser: Browser, user: ReturnType<typeof uniqueUser>, path: string, viewport = { width: 390, height: 844 }) {
  const context = await browser.newContext({ viewport, isMobile: viewport.width < 500, hasTouch: viewport.width < 500, deviceScaleFactor: 2, serviceWorkers: 'block' });
  const page = await context.newPage();
  await signInWithApiAs(page, user.email, user.password, path);
  return { context, page };
}

async function pair(page: Page) {
  const ada = uniqueUser('ada');
  const bo = uniqueUser('bo');
  ada.name = 'Ada Lovelace';
  bo.name = 'Bo Chen';
  await registerWithApi(page, ada);
  await registerWithApi(page, bo);
  const ids = await confirmAndConnect(ada.email, bo.email);
  return { ada, bo, ...ids };
}

test('two connected members message each other live; the badge and "Seen" follow @phone-only', async ({ page, browser }) => {
  // Two browsers at once on a shared two-core machine.
  test.setTimeout(180_000);
  const { ada, bo, a, b } = await pair(page);
  const one = await member(browser, ada, `/members/${b}`);
  const two = await member(browser, bo, '/messages');
  try {
    // Ada starts from Bo's profile.
    await one.page.getByTestId('message-button').click();
    await expect(one.page.getByTestId('conversation-name')).toHaveText('Bo Chen');
    await one.page.getByTestId('composer').fill('Hello Bo! Slides: https://example.org/slides');
    await one.page.getByTestId('send').click();
    await expect(one.page).toHaveURL(/\/messages\/[0-9a-f-]{36}$/);
    await expect(one.page.getByTestId('message-mine')).toHaveText(/Hello Bo!/);
    const link = one.page.getByTestId('message-mine').getByRole('link', { name: 'https://example.org/slides' });
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    await expect(link).toHaveAttribute('target', '_blank');

    // Bo's open inbox and tab badge update without a reload.
    await expect(two.page.getByTestId('messages-tab-badge')).toHaveText('1');
    await expect(two.page.getByTestId('conversation-row')).toContainText('Ada Lovelace');
    await expect(two.page.getByTestId('conversation-unread')).toHaveText(/1/);
    await two.page.getByTestId('conversation-row').click();
    await expect(two.page.getByTestId('message-theirs')).toHaveText(/Hello Bo!/);
    await expect(two.page.getByTestId('messages-tab-badge')).toHaveCount(0);

    // Ada sees that Bo read it.
    await expect(one.page.getByTestId('receipt')).toHaveText('Seen');

    // Bo answers; it arrives live in Ada's open conversation.
    await two.page.getByTestId('composer').fill('Hi Ada, thanks!');
    await two.page.keyboard.press('Enter');
    await expect(one.page.getByTestId('message-theirs')).toHaveText(/Hi Ada, thanks!/);
    await expect(two.page.getByTestId('receipt')).toHaveText('Seen');
    await expectNoAxeViolations(one.page);
    void a;
  } finally {
    await one.context.close();
    await two.context.close();
  }
});

test('a message that fails to send stays with Retry and goes once it can @phone-only', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const { ada, b } = await pair(page);
  const one = await member(browser, ada, `/messages/with/${b}`);
  try {
    await one.page.route('**/api/messages/with/**', (route) => (route.request().method() === 'POST' ? route.abort() : route.continue()));
    await one.page.getByTestId('composer').fill('Not lost');
    await one.page.getByTestId('send').click();
    await expect(one.page.getByTestId('message-failed')).toContainText('Not lost');
    await one.page.unroute('**/api/messages/with/**');
    await one.page.getByRole('button', { name: 'Retry' }).click();
    await expect(one.page.getByTestId('message-mine')).toHaveText(/Not lost/);
    await expect(one.page.getByTestId('message-failed')).toHaveCount(0);
  } finally {
    await one.context.close();
  }
});

test('screenshots: inbox and conversation, light and dark', async ({ page }, testInfo) => {
  test.slow();
  const { ada, bo } = await pair(page);
  const third = uniqueUser('cy');
  third.name = 'Cyrus Patel';
  await registerWithApi(page, third);
  await confirmAndConnect(ada.email, third.email);
  await seedConversation(ada.email, third.email, [
    { from: 'b', body: 'Are you going to the open-data breakfast on Thursday?', minutesAgo: 60 * 27 },
    { from: 'a', body: 'Yes! I will bring the transport survey.', minutesAgo: 60 * 26 },
  ]);
  await seedConversation(ada.email, bo.email, [
    { from: 'b', body: 'Great to meet you at the civic tech evening yesterday.', minutesAgo: 60 * 25 },
    { from: 'a', body: 'Likewise! Your talk on participatory budgeting was excellent.', minutesAgo: 60 * 24 },
    { from: 'b', body: 'Thank you. Here are the slides: https://example.org/pb-slides', minutesAgo: 60 * 24 - 2 },
    { from: 'a', body: 'Brilliant, thanks.\nShall we meet for coffee next week to talk about the pilot?', minutesAgo: 35 },
    { from: 'b', body: 'Tuesday at 10 near the Guildhall works for me.', minutesAgo: 12 },
  ]);
  for (const theme of ['light', 'dark'] as const) {
    await preferTheme(page, theme);
    await signInWithApiAs(page, ada.email, ada.password, '/messages');
    await expect(page.getByTestId('conversation-row')).toHaveCount(2);
    await page.screenshot({ path: testInfo.outputPath(`inbox-${theme}.png`) });
    await page.getByTestId('conversation-row').first().click();
    await expect(page.getByTestId('message-theirs').last()).toContainText('Tuesday at 10');
    await page.screenshot({ path: testInfo.outputPath(`conversation-${theme}.png`) });
    if (theme === 'light') await expectNoAxeViolations(page);
    void isDesktop;
    await gotoApp(page, '/');
  }
});
