// The email gallery (/email-templates): every preview shows the whole email, scaled to its card.
import { expect, gotoApp, test } from './fixtures';

test('each email preview is shown whole: as tall as the email and no wider than its card', async ({ page }) => {
  await gotoApp(page, '/email-templates');
  const previews = page.getByTestId('email-preview');
  await expect(previews.first()).toBeVisible();
  const count = await previews.count();
  expect(count).toBeGreaterThan(5);
  for (let i = 0; i < count; i += 1) {
    const preview = previews.nth(i);
    await preview.scrollIntoViewIfNeeded();
    // Sized from the rendered email once its frame has loaded (a cut-off frame was 150 px).
    await expect.poll(async () => (await preview.boundingBox())?.height ?? 0, { message: `preview ${i} height` }).toBeGreaterThan(400);
    const card = await preview.boundingBox();
    const frame = await preview.locator('iframe').boundingBox();
    expect(frame!.width).toBeLessThanOrEqual(card!.width + 1);
    // The end of the email is inside the frame: its last line is not cut off.
    const inner = preview.locator('iframe').contentFrame();
    await expect(inner.locator('body')).toContainText(/Civic Connect/);
  }
});
