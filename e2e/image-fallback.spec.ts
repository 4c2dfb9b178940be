// Issue 17: a picture that fails to load becomes a calm placeholder, never a broken-image icon.
import type { Page } from '@playwright/test';
import { expect, signInWithApi, test } from './fixtures';

/** Every stored picture fails to load, as when storage is unreachable. */
const breakImages = (page: Page) => page.route(/\/storage\/v1\/(object|render\/image)\/public\//, (route) => route.abort());

const brokenImgCount = (page: Page) =>
  page.evaluate(() => [...document.querySelectorAll('main img')].filter((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth === 0).length);

test('venue management: broken venue pictures become placeholders', async ({ page }) => {
  await breakImages(page);
  await signInWithApi(page, 'venue', '/venue-management?tab=venues');
  await expect(page.getByRole('main').getByTestId('image-fallback').first()).toBeVisible();
  // Each failed picture is swapped once its error event has been handled: poll until none is left.
  await expect.poll(() => brokenImgCount(page)).toBe(0);
});

test('the venue picker: broken venue thumbnails become placeholders', async ({ page }) => {
  await breakImages(page);
  await signInWithApi(page, 'professional', '/create-meetup');
  await expect(page.getByRole('main').getByTestId('image-fallback').first()).toBeVisible();
  // Each failed picture is swapped once its error event has been handled: poll until none is left.
  await expect.poll(() => brokenImgCount(page)).toBe(0);
});

test('the partner logo editor: a broken logo becomes a placeholder', async ({ page }) => {
  await breakImages(page);
  await signInWithApi(page, 'venue', '/profile');
  await expect(page.getByRole('main').getByTestId('image-fallback').first()).toBeVisible();
  // Each failed picture is swapped once its error event has been handled: poll until none is left.
  await expect.poll(() => brokenImgCount(page)).toBe(0);
});
