import { Fragment, type ReactNode } from 'react';
import { BRAND, EmailButton } from './layout';
import type { Translate } from '../../../contracts/i18n/messages';
import { translator } from '../../i18n/translate';

// Small building blocks the templates share, so every email looks and reads alike.

export const P = ({ children, muted }: { children: ReactNode; muted?: boolean }) => (
  <p style={{ margin: '0 0 16px', ...(muted ? { fontSize: 14, color: BRAND.muted } : {}) }}>{children}</p>
);

/** `t`: the recipient's translator in a converted template (emailT); English otherwise. */
export const Greeting = ({ name, t = translator(null) }: { name?: string; t?: Translate }) => (
  <P>{name?.trim() ? t('email.helloName', { name: name.trim() }) : t('email.helloThere')}</P>
);

export const Heading = ({ children }: { children: ReactNode }) => (
  <h1 style={{ margin: '0 0 16px', fontSize: 22, lineHeight: 1.3, color: BRAND.ink }}>{children}</h1>
);

/** Label/value rows (when, where, …); a table because email clients lay it out reliably. */
export function Facts({ rows }: { rows: Array<[string, ReactNode]> }) {
  return (
    <table role="presentation" cellPadding={0} cellSpacing={0} style={{ width: '100%', margin: '0 0 20px', background: BRAND.soft, borderRadius: 8 }}>
      <tbody>
        {rows.map(([label, value]) => (
          <tr key={label}>
            <td style={{ padding: '8px 14px', fontSize: 14, color: BRAND.muted, width: 110, verticalAlign: 'top' }}>{label}:</td>
            <td style={{ padding: '8px 14px 8px 0', fontSize: 15, color: BRAND.ink }}>{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * A member's own words, quoted: in the direction of their own script (`dir="auto"`: an English
 * reason in an Arabic email keeps its full stop at its end), the bar at the start of that side.
 */
export const Quote = ({ children }: { children: ReactNode }) => (
  <blockquote dir="auto" style={{ margin: '0 0 16px', padding: '10px 14px', borderInlineStart: `4px solid ${BRAND.primary}`, background: BRAND.soft, whiteSpace: 'pre-wrap' }}>
    {children}
  </blockquote>
);

export const Action = ({ href, children }: { href: string; children: ReactNode }) => (
  <p style={{ margin: '8px 0 20px' }}>
    <EmailButton href={href}>{children}</EmailButton>
  </p>
);

/**
 * A link written out for when the button does not work. Reset and confirmation links are one
 * long token; unbroken, it stretched the email to 965 px on a phone, so it may wrap anywhere.
 */
export const FallbackLink = ({ href }: { href: string }) => (
  <a href={href} style={{ wordBreak: 'break-all', overflowWrap: 'anywhere' }}>
    {href}
  </a>
);

/**
 * A translated sentence with emphasis or a link inside it: the catalogue marks them
 * `<name>words</name>`, so each language puts them where its grammar does (as web/lib/rich-text.tsx).
 * A mark not in `parts` (say, typed into a member's name) stays the text it was.
 */
export function rich(text: string, parts: Record<string, (words: string) => ReactNode>): ReactNode[] {
  const out: ReactNode[] = [];
  const marks = /<(\w+)>(.*?)<\/\1>/g;
  let at = 0;
  for (let m = marks.exec(text); m; m = marks.exec(text)) {
    const render = parts[m[1]];
    if (!render) continue;
    if (m.index > at) out.push(text.slice(at, m.index));
    out.push(<Fragment key={out.length}>{render(m[2])}</Fragment>);
    at = m.index + m[0].length;
  }
  if (at < text.length) out.push(text.slice(at));
  return out;
}

export const strong = (words: string) => <strong>{words}</strong>;
