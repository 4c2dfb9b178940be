// Benchmark (issue 13): bytes of the cover a shared meetup page (/m/{id}) makes the browser
// fetch, on the demo data. Baseline in the same run: the original the page showed before
// responsive copies (docs/decisions/0032-images-responsive-variants.md). For each approved
// meetup it reads the cover from the server-rendered HTML, picks the copy a browser would pick
// from its AVIF srcset at the page's `sizes` (phone: Lighthouse's 412 CSS px at DPR 1.75;
// desktop: 1280 px at DPR 1 and 2) and sums the bytes served. `npm run bench:images`.
import { withDemoApp } from './demo-app';

// The slot of IMAGE_SIZES.column: (min-width: 48rem) 45rem, calc(100vw - 2rem).
const slot = (viewport: number) => (viewport >= 768 ? 720 : viewport - 32);
const VIEWS = [
  { name: 'phone 412 px @1.75', viewport: 412, dpr: 1.75 },
  { name: 'desktop 1280 px @1', viewport: 1280, dpr: 1 },
  { name: 'desktop 1280 px @2', viewport: 1280, dpr: 2 },
];

/** The candidate a browser takes: the narrowest at least slot × DPR wide, else the widest. */
function pick(srcset: string, need: number): string {
  const list = srcset.split(', ').map((c) => ({ url: c.split(' ')[0].replaceAll('&amp;', '&'), w: Number(c.split(' ')[1].slice(0, -1)) }));
  return (list.find((c) => c.w >= need) ?? list.at(-1)!).url;
}

await withDemoApp('images', async (app, db) => {
  const { rows } = await db.$client.query<{ id: string }>("select id from meetups where booking_status = 'approved'");
  const bytes = async (url: string, type: string) => {
    const res = await app.inject({ url: url.replace(/^https?:\/\/[^/]+/, '') });
    if (res.statusCode !== 200 || !String(res.headers['content-type']).startsWith(type)) throw new Error(`${url}: ${res.statusCode} ${res.headers['content-type']}`);
    return res.rawPayload.length;
  };
  let before = 0;
  const after = new Map<string, { avif: number; webp: number }>(VIEWS.map((v) => [v.name, { avif: 0, webp: 0 }]));
  let counted = 0;
  for (const { id } of rows) {
    const html = (await app.inject({ url: `/m/${id}` })).body;
    const avif = /<source type="image\/avif" srcset="([^"]+)"/.exec(html)?.[1];
    const webp = /<source type="image\/webp" srcset="([^"]+)"/.exec(html)?.[1];
    const original = /<picture[^>]*>.*?<img src="([^"]+)"/.exec(html)?.[1];
    if (!avif || !webp || !original) continue;
    counted += 1;
    before += await bytes(original.replaceAll('&amp;', '&'), 'image/');
    for (const v of VIEWS) {
      const need = slot(v.viewport) * v.dpr;
      const sum = after.get(v.name)!;
      sum.avif += await bytes(pick(avif, need), 'image/avif');
      sum.webp += await bytes(pick(webp, need), 'image/webp');
    }
  }
  const kb = (n: number) => `${(n / counted / 1024).toFixed(1)} KB`;
  console.log(`Demo data: ${counted} approved meetups with a cover on /m/{id}`);
  console.log(`baseline: the original cover, ${kb(before)} per page (mean)`);
  for (const v of VIEWS) {
    const s = after.get(v.name)!;
    console.log(`${v.name}: AVIF ${kb(s.avif)} (${(s.avif / before).toFixed(2)}× baseline), WebP ${kb(s.webp)} (${(s.webp / before).toFixed(2)}×)`);
  }
});
