// Pictures as AVIF/WebP copies (issue 13, docs/decisions/0032-images-responsive-variants.md): a
// shared meetup page's cover is a <picture> whose AVIF copy is what the browser fetches.
import { expect, fetchSession, test } from './fixtures';

test('a meetup page’s cover is a <picture> and the browser loads its AVIF copy, first', async ({ page }) => {
  const { access_token } = await fetchSession(page, 'daniel.kim@civicconnect.example');
  const list = await page.request.get('/api/meetups?when=upcoming&limit=20', { headers: { authorization: `Bearer ${access_token}` } });
  const m = ((await list.json()).meetups as { id: string }[])[0];
  const images: { url: string; type: string }[] = [];
  page.on('response', (r) => {
    if (r.request().resourceType() === 'image') images.push({ url: r.url(), type: r.headers()['content-type'] ?? '' });
  });
  await page.goto(`/m/${m.id}`);
  const cover = page.locator('article picture').first();
  await expect(cover.locator('source[type="image/avif"]')).toHaveAttribute('srcset', /width=360&format=avif&v=[0-9a-f]{12} 360w, .*width=1200&format=avif&v=[0-9a-f]{12} 1200w$/);
  const img = cover.locator('img');
  await expect(img).toHaveAttribute('fetchpriority', 'high');
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBeGreaterThan(0);
  const shown = await img.evaluate((el: HTMLImageElement) => el.currentSrc);
  expect(shown).toMatch(/\/storage\/v1\/render\/image\/public\/.+format=avif/);
  // The AVIF copy arrived as AVIF, and the full-size original was never fetched.
  expect(images.find((i) => i.url === shown)?.type).toBe('image/avif');
  expect(images.filter((i) => i.url.includes('/storage/v1/object/public/'))).toEqual([]);
});
