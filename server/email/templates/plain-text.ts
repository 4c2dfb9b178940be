// Plain-text alternative derived from the rendered HTML of our own templates. The markup is
// ours and small (paragraphs, tables, links, lists), so a focused converter is enough and keeps
// the HTML and text versions saying exactly the same thing.

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'", '#x27': "'" };

const decode = (s: string) =>
  s.replace(/&(#x?[0-9a-f]+|[a-z]+);/gi, (m, name: string) => {
    const key = name.toLowerCase();
    if (ENTITIES[key] !== undefined) return ENTITIES[key];
    if (key.startsWith('#x')) return String.fromCodePoint(parseInt(key.slice(2), 16));
    if (key.startsWith('#')) return String.fromCodePoint(parseInt(key.slice(1), 10));
    return m;
  });

export function htmlToText(html: string): string {
  let s = html;
  s = s.replace(/<head[\s\S]*?<\/head>/gi, '');
  // Elements marked data-text="skip" (the hidden preview line) are for HTML clients only.
  s = s.replace(/<div[^>]*data-text="skip"[^>]*>[\s\S]*?<\/div>/gi, '');
  s = s.replace(/<a\b([^>]*)>([\s\S]*?)<\/a>/gi, (_m, attrs: string, label: string) => {
    const text = label.replace(/<[^>]+>/g, '').trim();
    const href = /href="([^"]*)"/.exec(attrs)?.[1] ?? '';
    // data-text="label": the link is decoration in text form (e.g. the product name in the header).
    if (!href || attrs.includes('data-text="label"')) return text;
    return text && decode(text) !== decode(href) ? `${text}: ${href}` : href;
  });
  s = s.replace(/<li\b[^>]*>/gi, '\n- ');
  s = s.replace(/<br\s*\/?>/gi, '\n');
  s = s.replace(/<\/tr>/gi, '\n');
  s = s.replace(/<\/(p|h1|h2|h3|table|ul|ol|blockquote|div)>/gi, '\n\n');
  s = s.replace(/<\/t[dh]>/gi, ' ');
  s = s.replace(/<[^>]+>/g, '');
  s = decode(s);
  return s
    .split('\n')
    .map((line) => line.replace(/[ \t]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
