// Placeholders fit at 390 px (issue 13 polish): on a phone, no form field cuts its placeholder
// text. Measured with the field's own placeholder font against the room inside its padding;
// screenshots of each form in light and dark are kept with the test's output to look at.
import type { Page } from '@playwright/test';
import { expect, gotoApp, signInWithApi, test, type DemoRole } from './fixtures';

type Cut = { placeholder: string; text: number; room: number };

/** Every visible single-line field whose placeholder is wider than the room it has. */
function cutPlaceholders(page: Page): Promise<Cut[]> {
  return page.evaluate(async () => {
    await document.fonts.ready;
    const ctx = document.createElement('canvas').getContext('2d')!;
    const cuts: Cut[] = [];
    for (const el of document.querySelectorAll<HTMLInputElement>('input[placeholder]')) {
      if (!el.placeholder || el.offsetParent === null || !/^(text|email|search|url|tel|password|number)$/.test(el.type)) continue;
      const field = getComputedStyle(el);
      const ph = getComputedStyle(el, '::placeholder');
      ctx.font = `${ph.fontStyle} ${ph.fontWeight} ${ph.fontSize} ${ph.fontFamily}`;
      const text = ctx.measureText(el.placeholder).width;
      const room = el.clientWidth - parseFloat(field.paddingLeft) - parseFloat(field.paddingRight);
      if (text > room + 0.5) cuts.push({ placeholder: el.placeholder, text: Math.round(text), room: Math.round(room) });
    }
    return cuts;
  });
}

const FORMS: { name: string; path: string; as: DemoRole | null; ready: string }[] = [
  { name: 'register', path: '/register', as: null, ready: 'form' },
  { name: 'sign-in', path: '/login', as: null, ready: 'form' },
  { name: 'create-meetup', path: '/create-meetup', as: 'professional', ready: 'form' },
  { name: 'create-venue', path: '/create-venue', as: 'venue', ready: 'form' },
  { name: 'settings', path: '/settings', as: 'professional', ready: 'main input' },
  { name: 'meetup-search', path: '/meetups', as: 'professional', ready: 'main input' },
  { name: 'venue-search', path: '/venues', as: 'professional', ready: 'main input' },
  { name: 'profile', path: '/profile', as: 'professional', ready: 'main input' },
];

for (const form of FORMS) {
  test(`@phone-only placeholders fit their fields at 390 px: ${form.name}`, async ({ page }, info) => {
    if (form.as) await signInWithApi(page, form.as, form.path);
    else await gotoApp(page, form.path);
    await expect(page.locator(form.ready).first()).toBeVisible();
    // At least one field with a placeholder is measured, or the check proves nothing.
    await expect.poll(() => page.locator('input[placeholder]:visible').count()).toBeGreaterThan(0);
    expect(await cutPlaceholders(page)).toEqual([]);
    for (const scheme of ['light', 'dark'] as const) {
      await page.evaluate((s) => document.documentElement.classList.toggle('dark', s === 'dark'), scheme);
      await page.screenshot({ path: info.outputPath(`${form.name}-${scheme}.png`), fullPage: true });
    }
  });
}
