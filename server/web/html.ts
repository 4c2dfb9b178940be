import { createHash } from 'node:crypto';
import { SSR_SEEDS_ID, type SsrSeed } from '../../contracts/ssr';
import { LOCALE_PARAM, type Locale } from '../../contracts/i18n/locales';

const ROOT_OPEN = '<div id="root">';
const SEEDS_MARK = '<!--cc-seeds-->';

/**
 * `html` with #root's content replaced by `inner` (the built index.html's #root holds a loading
 * outline of nested <div>s: its own closing tag is found by counting). Unchanged when there is
 * no #root.
 */
export function replaceRoot(html: string, inner: string, rootAttributes = ''): string {
  const start = html.indexOf(ROOT_OPEN);
  if (start < 0) return html;
  const tags = /<div\b|<\/div>/g;
  tags.lastIndex = start + ROOT_OPEN.length;
  let depth = 1;
  for (let t = tags.exec(html); t; t = tags.exec(html)) {
    depth += t[0] === '</div>' ? -1 : 1;
    if (depth === 0) return `${html.slice(0, start)}<div id="root"${rootAttributes}>${inner}${html.slice(t.index)}`;
  }
  return html;
}

/**
 * The query answers a server-rendered page was rendered with, as a JSON data block the browser
 * reads before its first render (web/main.tsx). `<` is escaped, so no text in the data can
 * close the element; a data block is not run, so the CSP's script-src does not apply.
 */
export const seedsScript = (seeds: SsrSeed[]): string =>
  seeds.length === 0 ? '' : `<script type="application/json" id="${SSR_SEEDS_ID}">${JSON.stringify(seeds).replace(/</g, '\\u003c')}</script>`;

/** The seeds block, where index.html marks its place (before the app's code), else before </body>. */
export function withSeeds(html: string, seeds: SsrSeed[]): string {
  const block = seedsScript(seeds);
  if (!block) return html;
  if (html.includes(SEEDS_MARK)) return html.replace(SEEDS_MARK, () => block);
  const at = html.lastIndexOf('</body>');
  return at < 0 ? html + block : `${html.slice(0, at)}${block}${html.slice(at)}`;
}

/** CSP hashes ('sha256-…') of the page's inline scripts (the theme script in index.html). */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const m of html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*type="(?:module|application\/[^"]*)")[^>]*>([\s\S]*?)<\/script>/g)) {
    hashes.push(`'sha256-${createHash('sha256').update(m[1], 'utf8').digest('base64')}'`);
  }
  return hashes;
}

/**
 * The page's own address in its language: a page opened with `?hl=` is that language's version
 * (one of the hreflang alternates), so its canonical link and og:url name it with `?hl=`; a page
 * without it is the x-default version. (A canonical pointing at another language's address tells
 * search engines the versions are duplicates: Lighthouse's canonical audit.)
 */
export function languageVersionUrl(url: string, hl: Locale | null | undefined): string {
  if (!hl) return url;
  const at = new URL(url);
  at.searchParams.set(LOCALE_PARAM, hl);
  return at.toString();
}
