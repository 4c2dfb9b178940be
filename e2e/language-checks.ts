import type { Page } from '@playwright/test';

// Checks of a page in another language (issue 29): e2e/languages*.spec.ts. Open a page with
// `?hl=en-XA` (the pseudo-locale: accented, ~40% longer, each text ending in " ·]") and expect
// `cut` empty and `wide` false at 390 px; `?hl=ar` for right to left.

/** Texts cut off by their box, and whether the page is wider than the screen. */
export async function clippedTexts(page: Page) {
  return page.evaluate(() => {
    const cut: string[] = [];
    for (const el of Array.from(document.querySelectorAll<HTMLElement>('body *'))) {
      const own = Array.from(el.childNodes).some((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim().length > 0);
      // The catalogue's texts only (in the pseudo-locale they end in " ·]"): members' own words,
      // such as a long address, may be cut short on purpose.
      if (!own || !el.textContent!.includes(' ·') || el.closest('.sr-only, [aria-hidden="true"]')) continue;
      const style = getComputedStyle(el);
      if (style.display === 'none' || style.visibility === 'hidden') continue;
      const clips = ['hidden', 'clip'].includes(style.overflowX) || ['hidden', 'clip'].includes(style.overflowY);
      if (clips && (el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1)) cut.push(el.textContent!.trim().slice(0, 60));
    }
    return { cut, wide: document.documentElement.scrollWidth > window.innerWidth };
  });
}


/**
 * Message ids on screen ("meetup.placesLeft"): a text whose area was not loaded before it rendered
 * (docs/decisions/0067). Visible text and the labels people hear, checked after the page settled.
 */
export async function visibleMessageIds(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    // An id: dotted words ("nav.home"), not a web address ("civicconnect.example").
    const ID = /^[a-z][a-zA-Z]*(\.[a-zA-Z0-9]+)+$/;
    const DOMAIN = /\.(example|com|org|net|io|uk|ie|de|fr|es)$/;
    const found = new Set<string>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const text = n.textContent!.trim();
      if (ID.test(text) && !DOMAIN.test(text) && !n.parentElement?.closest('script, style, [hidden]')) found.add(text);
    }
    for (const el of Array.from(document.querySelectorAll('[aria-label], [placeholder], [title], [alt]'))) {
      for (const attr of ['aria-label', 'placeholder', 'title', 'alt']) {
        const value = el.getAttribute(attr)?.trim();
        if (value && ID.test(value) && !DOMAIN.test(value)) found.add(value);
      }
    }
    if (ID.test(document.title)) found.add(document.title);
    return [...found];
  });
}
