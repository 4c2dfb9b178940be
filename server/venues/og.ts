import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { IMAGE_SIZES } from '../../contracts/storage';
import type { PublicPartnerDto } from '../../contracts/partners';
import type { AppDeps } from '../deps';
import { venues } from '../db/schema/index';
import type { Translate } from '../../contracts/i18n/messages';
import { isMessageId, translator } from '../i18n/translate';
import { publicOrigin } from '../origin';
import { meetupOgTags } from '../meetups/og';
import { partnerPage } from '../partners/page';
import { esc } from '../html-escape';
import { imagePreloadHtml } from '../storage/picture-html';

export type OgTags = {
  title: string;
  description: string;
  image: string | null;
  url: string;
  type?: string;
  /** schema.org structured data, written as a JSON-LD script (public meetup pages). */
  jsonLd?: Record<string, unknown>;
  /** The page's main (LCP) picture, preloaded with the `sizes` its <picture> uses. */
  lcpImage?: { url: string; sizes: string } | null;
};

/** JSON inside <script>: `<` (and the line separators JS once rejected) escaped so text cannot close the tag. */
export const scriptJson = (value: unknown) =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const clip = (s: string, n: number) => {
  const flat = s.replace(/\s+/g, ' ').trim();
  return flat.length > n ? `${flat.slice(0, n - 1).trimEnd()}…` : flat;
};

/**
 * Open Graph facts for shareable pages (docs/product.md §2): /venues/{id}, a published /v/{slug}
 * (`partnerOgTags`; the app's handler builds them from the page it renders) and an approved
 * /meetups/{id} (server/meetups/og.ts).
 * Null for any other path, or when there is nothing public to show.
 */
export async function ogTagsFor(deps: Pick<AppDeps, 'db' | 'config'>, req: FastifyRequest): Promise<OgTags | null> {
  const pathname = req.url.split('?')[0];
  const origin = publicOrigin(deps.config);
  const abs = (u: string | null) => (u ? (u.startsWith('/') ? `${origin}${u}` : u) : null);
  const venueMatch = /^\/venues\/([^/]+)\/?$/.exec(pathname);
  if (venueMatch && UUID.test(venueMatch[1])) {
    const [v] = await deps.db.select().from(venues).where(eq(venues.id, venueMatch[1]));
    if (!v) return null;
    // In the request's language, like the page the link opens (issue 29).
    const t = translator(req.locale);
    const type = `venues.type.${v.venueType}`;
    const facts = [isMessageId(type) ? t(type) : null, v.capacity ? t('venues.page.upToPeople', { count: v.capacity }) : null, v.address].filter(Boolean).join(' · ');
    return {
      title: `${v.name} · ${deps.config.appName}`,
      description: clip(v.description || facts, 200),
      image: abs(v.coverImageUrl),
      // The gallery's first photo is the cover (venue-gallery.tsx, IMAGE_SIZES.wide).
      lcpImage: v.coverImageUrl ? { url: v.coverImageUrl, sizes: IMAGE_SIZES.wide } : null,
      url: `${origin}${pathname}`,
      type: 'place',
    };
  }
  if (pathname.startsWith('/meetups/')) return meetupOgTags(deps.db, pathname, origin, deps.config.appName, req.locale);
  const slug = /^\/v\/([a-z0-9-]{1,120})\/?$/i.exec(pathname)?.[1];
  const partner = slug ? await partnerPage(deps.db, slug, null) : null;
  if (partner) return partnerOgTags(partner.partner, `${origin}${pathname}`, origin, deps.config.appName, translator(req.locale));
  return null;
}

export { esc };

/** Puts the tags into index.html's <head>, replacing its <title>. */
export function injectOgTags(html: string, tags: OgTags): string {
  const meta = [
    `<meta property="og:title" content="${esc(tags.title)}" />`,
    `<meta property="og:description" content="${esc(tags.description)}" />`,
    `<meta property="og:url" content="${esc(tags.url)}" />`,
    `<meta property="og:type" content="${esc(tags.type ?? 'website')}" />`,
    tags.image ? `<meta property="og:image" content="${esc(tags.image)}" />` : '',
    `<meta name="twitter:card" content="${tags.image ? 'summary_large_image' : 'summary'}" />`,
    `<meta name="twitter:title" content="${esc(tags.title)}" />`,
    `<meta name="twitter:description" content="${esc(tags.description)}" />`,
    tags.image ? `<meta name="twitter:image" content="${esc(tags.image)}" />` : '',
    `<link rel="canonical" href="${esc(tags.url)}" />`,
    tags.jsonLd ? `<script type="application/ld+json">${scriptJson(tags.jsonLd)}</script>` : '',
    tags.lcpImage ? imagePreloadHtml(tags.lcpImage.url, tags.lcpImage.sizes) : '',
  ]
    .filter(Boolean)
    .join('\n    ');
  const description = `<meta name="description" content="${esc(tags.description)}" />`;
  // Function replacers: user text may contain `$&`-style patterns.
  let out = html.replace(/<title>[\s\S]*?<\/title>/, () => `<title>${esc(tags.title)}</title>`);
  out = /<meta name="description"[^>]*>/.test(out)
    ? out.replace(/<meta name="description"[^>]*>/, () => description)
    : out.replace('</head>', () => `    ${description}\n  </head>`);
  return out.replace('</head>', () => `    ${meta}\n  </head>`);
}

/** A published partner page's tags (/v/{slug}), from what the page shows a visitor (server/partners/page.ts). */
export function partnerOgTags(p: Pick<PublicPartnerDto, 'display_name' | 'short_bio' | 'location_city' | 'location_country' | 'logo_url'>, url: string, origin: string, appName: string, t: Translate = translator(null)): OgTags {
  const place = [p.location_city, p.location_country].filter(Boolean).join(', ');
  const about = place ? t('api.partners.ogDescriptionIn', { name: p.display_name, place, app: appName }) : t('api.partners.ogDescription', { name: p.display_name, app: appName });
  const logo = p.logo_url;
  return {
    title: `${p.display_name} · ${appName}`,
    description: clip(p.short_bio || about, 200),
    image: logo ? (logo.startsWith('/') ? `${origin}${logo}` : logo) : null,
    url,
    type: 'profile',
  };
}
