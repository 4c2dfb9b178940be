import type { ReactNode } from 'react';

// Links in a message (issue 26): the text is shown as text, and web addresses in it become
// links that open in a new tab and pass nothing on. Never HTML, never dangerouslySetInnerHTML.
const URL_PATTERN = /\b(?:https?:\/\/|www\.)[^\s<>"]+/gi;
/** Sentence punctuation after an address belongs to the sentence, not the link. */
const TRAILING = /[.,;:!?)\]}'’”]+$/;

export function linkParts(text: string): Array<{ text: string; href?: string }> {
  const parts: Array<{ text: string; href?: string }> = [];
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const start = match.index ?? 0;
    const raw = match[0];
    const url = raw.replace(TRAILING, '');
    if (start > last) parts.push({ text: text.slice(last, start) });
    const href = url.toLowerCase().startsWith('www.') ? `https://${url}` : url;
    parts.push({ text: url, href });
    last = start + url.length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}

export function MessageText({ text, mine }: { text: string; mine: boolean }): ReactNode {
  return linkParts(text).map((p, i) =>
    p.href ? (
      <a
        key={i}
        href={p.href}
        target="_blank"
        rel="noopener noreferrer nofollow"
        className={mine ? 'font-medium text-white underline underline-offset-2 [overflow-wrap:anywhere]' : 'font-medium text-brand-700 underline underline-offset-2 [overflow-wrap:anywhere] dark:text-brand-300'}
      >
        {p.text}
      </a>
    ) : (
      <span key={i}>{p.text}</span>
    ),
  );
}
