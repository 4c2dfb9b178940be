// Issue 17: the desktop bar at 1280 px keeps every tool on one line, and the notification panel
// never opens over the meetup reminder chip.
import { sql } from './db-fixtures';
import { expect, navBar, registerWithApi, signInWithApi, signInWithApiAs, test, uniqueUser } from './fixtures';

test('at 1280 px the Venue Partner tools stay on one line @desktop-only', async ({ page }) => {
  await signInWithApi(page, 'venue', '/');
  const tools = navBar(page).getByRole('list', { name: 'Your tools' });
  for (const name of ['Approve Meetups', 'Add Venue', 'Manage']) {
    const link = tools.getByRole('link', { name });
    await expect(link).toBeVisible();
    const box = (await link.boundingBox())!;
    expect(box.height, name).toBeLessThanOrEqual(48);
    // The label is one line of text, not two stacked (it wrapped to "Add / Venue").
    const label = await link.evaluate((el) => {
      const span = el.lastElementChild as HTMLElement;
      return { height: span.getBoundingClientRect().height, line: parseFloat(getComputedStyle(span).lineHeight) };
    });
    expect(label.height, name).toBeLessThan(label.line * 1.5);
  }
});

test('the notification panel does not open over the reminder chip @desktop-only', async ({ page }) => {
  await signInWithApi(page, 'professional', '/meetups');
  const chip = page.getByTestId('reminder-chip');
  await expect(chip).toBeVisible();
  await navBar(page).getByRole('button', { name: /^Notifications/ }).click();
  await expect(page.getByTestId('notification-panel')).toBeVisible();
  await expect(chip).toBeHidden();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('notification-panel')).toHaveCount(0);
  await expect(chip).toBeVisible();
});

// Issue 27: a venue owner with a long name — the busiest bar (three tools) — at 1024, 1280 and
// 1440 px: the page is no wider than the screen, every control of the bar lies inside it and is
// whole, and the name gives way with an ellipsis while the account button still says it in full.
test('a long-named venue owner: the name ends in an ellipsis, nothing in the bar is cut or off the screen @desktop-only', async ({ page }) => {
  const user = { ...uniqueUser('longname'), name: 'Maximiliana Featherstonehaugh-Worthington' };
  await registerWithApi(page, user);
  await sql(`update users set email_confirmed_at = now() where email = $1`, [user.email]);
  await sql(`update profiles set role = 'venue', subscription_status = 'active', subscription_tier = 'venue' where id = (select id from users where email = $1)`, [user.email]);
  await signInWithApiAs(page, user.email, user.password, '/about', 'Venue Partner');
  const trigger = page.getByTestId('user-menu-trigger');
  await expect(trigger).toHaveAccessibleName(`Account menu for ${user.name}`);
  await expect(trigger).toHaveAttribute('title', user.name);
  for (const width of [1024, 1280, 1440]) {
    await page.setViewportSize({ width, height: 800 });
    await expect(trigger).toBeVisible();
    const m = await page.evaluate(() => {
      const bar = document.querySelector('[data-testid="nav-bar"]')!;
      const controls = [...bar.querySelectorAll<HTMLElement>('a, button')].filter((el) => el.getClientRects().length > 0);
      const outside = controls
        .filter((el) => {
          const b = el.getBoundingClientRect();
          return b.left < 0 || b.right > document.documentElement.clientWidth;
        })
        .map((el) => el.getAttribute('aria-label') ?? el.textContent);
      // A control whose own text is cut (wider than its box), other than the name, which may be.
      const cut = controls.filter((el) => el.dataset.testid !== 'user-menu-trigger' && el.scrollWidth > el.clientWidth + 1).map((el) => el.textContent);
      const name = bar.querySelector<HTMLElement>('[data-testid="user-menu-name"]')!;
      const shown = name.getClientRects().length > 0;
      return {
        page: [document.documentElement.scrollWidth, document.documentElement.clientWidth],
        outside,
        cut,
        name: shown ? { ellipsis: getComputedStyle(name).textOverflow, truncated: name.scrollWidth > name.clientWidth, width: name.clientWidth } : null,
      };
    });
    expect(m.page[0], `page width at ${width}`).toBeLessThanOrEqual(m.page[1]);
    expect(m.outside, `controls outside the screen at ${width}`).toEqual([]);
    expect(m.cut, `controls with cut text at ${width}`).toEqual([]);
    if (width >= 1280) {
      // The name shows from 1280 px: cut with an ellipsis, and given a readable width, not a sliver.
      expect(m.name).toMatchObject({ ellipsis: 'ellipsis', truncated: true });
      expect(m.name!.width).toBeGreaterThanOrEqual(80);
    }
  }
});
