// docs/product.md §7 Realtime, issue 17: the home page counts move while it is open.
import { expect, registerWithApi, signInWithApi, test, uniqueUser } from './fixtures';

test('a new sign-up raises the Professionals count on an open home page, without a reload', async ({ page }) => {
  await signInWithApi(page, 'basic', '/');
  const tile = page.locator('[data-stat="professionals"]');
  await expect(tile).toBeVisible();
  // The realtime connection is up once the shell says so; read the count after that.
  await expect(page.getByTestId('auth-status')).toContainText('Signed in');
  const before = Number((await tile.textContent())!.replace(/,/g, ''));
  await registerWithApi(page, uniqueUser('live-count'));
  await expect.poll(async () => Number((await tile.textContent())!.replace(/,/g, '')), { timeout: 10_000 }).toBeGreaterThan(before);
});
