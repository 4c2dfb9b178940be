import type { ReactNode } from 'react';

// Shared branded frame for every email. Inline styles: email clients ignore stylesheets.
export function EmailLayout(props: { appName: string; origin: string; preview: string; children: ReactNode }) {
  return (
    <html lang="en-GB">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width" />
        <title>{props.appName}</title>
      </head>
      <body style={{ margin: 0, background: '#f4f4f7', fontFamily: 'Helvetica, Arial, sans-serif', color: '#1f2937' }}>
        <div style={{ display: 'none', maxHeight: 0, overflow: 'hidden' }}>{props.preview}</div>
        <table role="presentation" width="100%" cellPadding={0} cellSpacing={0} style={{ padding: '24px 12px' }}>
          <tbody>
            <tr>
              <td align="center">
                <table role="presentation" width="100%" cellPadding={0} cellSpacing={0} style={{ maxWidth: 560, background: '#ffffff', borderRadius: 12 }}>
                  <tbody>
                    <tr>
                      <td style={{ padding: '20px 28px', background: '#4338ca', borderRadius: '12px 12px 0 0', color: '#ffffff', fontSize: 20, fontWeight: 700 }}>
                        {props.appName}
                      </td>
                    </tr>
                    <tr>
                      <td style={{ padding: 28, fontSize: 16, lineHeight: 1.6 }}>{props.children}</td>
                    </tr>
                    <tr>
                      <td style={{ padding: '16px 28px', fontSize: 12, color: '#6b7280', borderTop: '1px solid #e5e7eb' }}>
                        You receive this email because you have an account at {props.appName}.{' '}
                        <a href={`${props.origin}/settings?tab=general`} style={{ color: '#4338ca' }}>
                          Manage email preferences
                        </a>
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
      style={{ display: 'inline-block', background: '#4338ca', color: '#ffffff', padding: '12px 20px', borderRadius: 8, textDecoration: 'none', fontWeight: 600 }}
    >
      {props.children}
    </a>
  );
}
