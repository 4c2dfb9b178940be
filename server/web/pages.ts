import type { FastifyBaseLogger } from 'fastify';
import { LRUCache } from 'lru-cache';
import { DEFAULT_LOCALE, LOCALE_PARAM, LOCALES, type Locale } from '../../contracts/i18n/locales';
import { INFO_PAGES } from '../../contracts/site';
import { isSharedLink, SSR_KEYS, type SsrSeed } from '../../contracts/ssr';
import type { AppDeps } from '../deps';
import { siteFacts } from '../site/routes';
import { injectOgTags, type OgTags } from '../venues/og';
import { languageVersionUrl, replaceRoot, withSeeds } from './html';
import type { RenderPage } from './ssr';

/**
 * Public pages that are the same for every visitor: rendered once per process, on first request.
 * The home page `/` among them is rendered with its live parts (figures, featured venues) and
 * kept a minute (`homePage`).
 */
export const STATIC_PAGES = new Set(['/', '/login', '/register', '/forgot-password', '/upgrade-account', ...Object.keys(INFO_PAGES).map((slug) => `/${slug}`)]);

/**
 * How long the home page's rendering (with its figures and featured venues) is kept: the figures
 * are counts a minute old at most, and the app keeps them as fresh for as long (their queries'
 * staleTime) before it asks again. Decision 0083.
 */
const HOME_KEPT_MS = 60_000;

/** A render that takes longer than this is given up: the page is served without it. */
const RENDER_TIMEOUT_MS = 2000;

const withTimeout = <T>(work: Promise<T>, ms: number): Promise<T> => {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`server rendering took over ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
};

/** `hl`: the language the address asked for (server/i18n/request-locale.ts addressLocale), null when negotiated. */
export type PageOptions = { seeds?: SsrSeed[]; og?: OgTags | null; locale?: Locale; hl?: Locale | null };

/**
 * `<link rel="alternate" hreflang>` of a public page: the same address in each language (`?hl=`),
 * and x-default without it (the visitor's own language, negotiated). The sitemap lists the same
 * alternates for each of its pages (server/site/sitemap.ts).
 */
export function hreflangLinks(publicUrl: string, url: string): string {
  const at = new URL(url, publicUrl);
  at.searchParams.delete(LOCALE_PARAM);
  const href = (locale: Locale | null) => {
    const u = new URL(at);
    if (locale) u.searchParams.set(LOCALE_PARAM, locale);
    return u.toString().replace(/&/g, '&amp;');
  };
  return [...LOCALES.map((l) => `<link rel="alternate" hreflang="${l}" href="${href(l)}" />`), `<link rel="alternate" hreflang="x-default" href="${href(null)}" />`].join('');
}

const withHead = (html: string, extra: string) => html.replace('</head>', `${extra}</head>`);

/**
 * The HTML of the app's pages (docs/decisions/0031): the built index.html, with a shareable
 * page's Open Graph tags and, for public pages, the page itself rendered into #root by the app's
 * server renderer from the seeded answers. Without a renderer, or if rendering fails (logged),
 * the page is index.html with its loading outline, as before.
 */
export function webPages(shell: string, render: RenderPage | null, config: AppDeps['config'], log: FastifyBaseLogger) {
  const site = siteFacts(config);
  const rendered = new Map<string, Promise<string | null>>();
  const plain = (og: OgTags | null) => (og ? injectOgTags(shell, og) : shell);

  /** The rendered page, or null when rendering failed (logged). */
  async function rendering(pathname: string, { seeds = [], og = null, locale = DEFAULT_LOCALE, hl = null }: PageOptions): Promise<string | null> {
    if (!render) return null;
    const all = [{ key: SSR_KEYS.site(), data: site }, ...seeds];
    try {
      const { html: inner, title, description } = await withTimeout(render(pathname, all, locale), RENDER_TIMEOUT_MS);
      // A page without its own tags (a static page) gets the route's title and description.
      const tags = og ?? { title, description, url: `${site.public_url}${pathname === '/' ? '/' : pathname}`, image: null };
      const html = withHead(injectOgTags(shell, { ...tags, url: languageVersionUrl(tags.url, hl) }), hreflangLinks(site.public_url, pathname));
      // On a computer, the page waits hidden until the app decides between it and the landing page.
      return withSeeds(replaceRoot(html, inner, isSharedLink(pathname) ? '' : ' data-ssr-landing'), all);
    } catch (err) {
      log.error({ err, pathname }, 'server rendering failed; serving the app without it');
      return null;
    }
  }

  const page = async (pathname: string, opts: PageOptions = {}): Promise<string> =>
    (await rendering(pathname, opts)) ?? plain(opts.og ? { ...opts.og, url: languageVersionUrl(opts.og.url, opts.hl) } : null);

  // The home page per language, with its answers: one render a minute each, concurrent requests
  // share it (lru-cache's fetch), a failed render is not kept.
  type HomeContext = { locale: Locale; hl: Locale | null; seeds: () => Promise<SsrSeed[]> };
  const homes = new LRUCache<string, string, HomeContext>({
    max: 64,
    ttl: HOME_KEPT_MS,
    fetchMethod: async (_key, _stale, { context }) => (await rendering('/', { locale: context.locale, hl: context.hl, seeds: await context.seeds() })) ?? undefined,
  });

  return {
    page,
    /**
     * `/` rendered with the answers its live parts show (`seeds`: the figures and featured
     * venues), so the app starts on them instead of fetching and drawing them again; kept for a
     * minute per language. When the answers or the rendering fail: the static page without them.
     */
    async homePage(locale: Locale, hl: Locale | null, seeds: () => Promise<SsrSeed[]>): Promise<string> {
      if (!render) return shell;
      const html = await homes.fetch(`${locale} ${hl ?? ''}`, { context: { locale, hl, seeds } }).catch((err: unknown) => {
        log.error({ err }, 'the home page could not be rendered with its answers; serving it without them');
        return undefined;
      });
      return html ?? (await this.staticPage('/', locale, hl)) ?? shell;
    },
    /** A static public page (STATIC_PAGES), rendered once (a failed render is tried again next time); null for any other path. */
    staticPage(pathname: string, locale: Locale = DEFAULT_LOCALE, hl: Locale | null = null): Promise<string> | null {
      if (!render || !STATIC_PAGES.has(pathname)) return null;
      // One copy per page and language, and per version (`?hl=` names itself as canonical).
      const key = `${locale} ${hl ?? ''} ${pathname}`;
      let html = rendered.get(key);
      if (!html) {
        html = rendering(pathname, { locale, hl });
        rendered.set(key, html);
      }
      return html.then((done) => {
        if (done) return done;
        rendered.delete(key);
        return shell;
      });
    },
  };
}

export type WebPages = ReturnType<typeof webPages>;
