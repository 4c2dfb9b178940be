import { renderToStaticMarkup } from 'react-dom/server';
import { EmailButton, EmailLayout } from './layout';

export function renderPasswordReset(input: { appName: string; origin: string; name: string; link: string }) {
  const subject = `Reset your ${input.appName} password`;
  const html =
    '<!doctype html>' +
    renderToStaticMarkup(
      <EmailLayout appName={input.appName} origin={input.origin} preview="Use this link within an hour to choose a new password.">
        <p>Hello {input.name || 'there'},</p>
        <p>We received a request to reset the password for your {input.appName} account. The link works once and expires in one hour.</p>
        <p>
          <EmailButton href={input.link}>Choose a new password</EmailButton>
        </p>
        <p style={{ fontSize: 14, color: '#6b7280' }}>If you did not ask for this, you can ignore this email: your password stays the same.</p>
      </EmailLayout>,
    );
  const text = [
    `Hello ${input.name || 'there'},`,
    '',
    `We received a request to reset the password for your ${input.appName} account.`,
    'Open this link within one hour to choose a new password (it works once):',
    input.link,
    '',
    'If you did not ask for this, you can ignore this email.',
  ].join('\n');
  return { subject, html, text };
}
