import { renderToStaticMarkup } from 'react-dom/server';
import type { EmailContext, RenderedEmail } from './define';
import { EmailLayout } from './layout';
import { P } from './parts';
import { htmlToText } from './plain-text';

/**
 * An admin-written message (Admin Email Tools, send-email with html/text). Text is escaped and
 * wrapped in the branded layout; admin HTML is trusted and sent as written.
 */
export function renderPlainMessage(input: { subject: string; html?: string; text?: string }, ctx: Omit<EmailContext, 'recipientName'>): RenderedEmail {
  const subject = input.subject.replace(/[\r\n\t]+/g, ' ').trim().slice(0, 200);
  if (input.html) return { subject, html: input.html, text: input.text ?? htmlToText(input.html) };
  const text = input.text ?? '';
  const paragraphs = text.split(/\n{2,}/).map((p) => p.trim()).filter(Boolean);
  const html =
    '<!doctype html>' +
    renderToStaticMarkup(
      <EmailLayout appName={ctx.appName} origin={ctx.origin} preview={paragraphs[0]?.slice(0, 120) ?? subject}>
        {paragraphs.map((p, i) => (
          <P key={i}>
            {p.split('\n').map((line, j) => (
              <span key={j}>
                {j > 0 && <br />}
                {line}
              </span>
            ))}
          </P>
        ))}
      </EmailLayout>,
    );
  return { subject, html, text };
}
