import type { ReactNode } from 'react';
import { asLocale, DEFAULT_LOCALE, dirOf } from '../../../contracts/i18n/locales';
import { translator } from '../../i18n/translate';

// Shared branded frame for every email. Inline styles: email clients ignore stylesheets.
export const BRAND = { primary: '#4338ca', ink: '#1f2937', muted: '#6b7280', line: '#e5e7eb', page: '#f4f4f7', soft: '#eef2ff' } as const;

type LayoutProps = {
  appName: string;
  origin: string;
  preview: string;
  children: ReactNode;
  /** 'member' (default) links to notification settings; 'staff' is for internal mail such as contact messages. */
  audience?: 'member' | 'staff';
  /** The recipient's language: <html lang dir> and the frame's words. */
  locale?: string | null;
};

export function EmailLayout(props: LayoutProps) {
  const locale = asLocale(props.locale) ?? DEFAULT_LOCALE;
  const t = translator(locale);
  return (
    <html lang={locale} dir={dirOf(locale)}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width" />
        <meta name="color-scheme" content="light" />
        <title>{props.appName}</title>
      </head>
      <body style={{ margin: 0, background: BRAND.page, fontFamily: 'Helvetica, Arial, sans-serif', color: BRAND.ink }}>
        <div data-text="skip" style={{ display: 'none', maxHeight: 0, overflow: 'hidden' }}>
          {props.preview}
        </div>
        <table role="presentation" width="100%" cellPadding={0} cellSpacing={0} style={{ padding: '24px 12px' }}>
          <tbody>
            <tr>
              <td align="center">
                <table role="presentation" width="100%" cellPadding={0} cellSpacing={0} style={{ maxWidth: 560, background: '#ffffff', borderRadius: 12 }}>
                  <tbody>
                    <tr>
                      <td style={{ padding: '20px 28px', background: BRAND.primary, borderRadius: '12px 12px 0 0', color: '#ffffff', fontSize: 20, fontWeight: 700 }}>
                        <div>
                          <a href={props.origin} data-text="label" style={{ color: '#ffffff', textDecoration: 'none' }}>
                            {props.appName}
                          </a>
                        </div>
                      </td>
                    </tr>
                    <tr>
                      <td style={{ padding: 28, fontSize: 16, lineHeight: 1.6 }}>{props.children}</td>
                    </tr>
                    <tr>
                      <td style={{ padding: '16px 28px', fontSize: 12, color: BRAND.muted, borderTop: `1px solid ${BRAND.line}` }}>
                        {props.audience === 'staff' ? (
                          <p style={{ margin: 0 }}>{t('email.sentToSupport', { app: props.appName })}</p>
                        ) : (
                          <p style={{ margin: 0 }}>
                            {t('email.whyYouGetThis', { app: props.appName })}{' '}
                            <a href={`${props.origin}/settings?tab=general`} style={{ color: BRAND.primary }}>
                              {t('email.managePreferences')}
                            </a>
                          </p>
                        )}
                      </td>
                    </tr>
                  </tbody>
                </table>
              </td>
            </tr>
          </tbody>
        </table>
      </body>
    </html>
  );
}

export function EmailButton(props: { href: string; children: ReactNode }) {
  return (
    <a
      href={props.href}
      style={{ display: 'inline-block', background: BRAND.primary, color: '#ffffff', padding: '12px 20px', borderRadius: 8, textDecoration: 'none', fontWeight: 600 }}
    >
      {props.children}
    </a>
  );
}
