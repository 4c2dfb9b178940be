import { Fragment, type ReactNode } from 'react';

/**
 * A translated sentence with links or emphasis inside it (issue 29): the catalogue's text marks
 * them as `<name>words</name>` (or `<name/>` for an icon), so each language places them where its
 * grammar puts them, and `parts[name]` renders each one around its words. Text outside stays text.
 */
export function richText(text: string, parts: Record<string, (words: string) => ReactNode>): ReactNode[] {
  const out: ReactNode[] = [];
  const marks = /<(\w+)\/>|<(\w+)>(.*?)<\/\2>/g;
  let at = 0;
  for (let m = marks.exec(text); m; m = marks.exec(text)) {
    if (m.index > at) out.push(text.slice(at, m.index));
    const [name, words] = m[1] ? [m[1], ''] : [m[2], m[3]];
    const render = parts[name];
    out.push(<Fragment key={out.length}>{render ? render(words) : words}</Fragment>);
    at = m.index + m[0].length;
  }
  if (at < text.length) out.push(text.slice(at));
  return out;
}
