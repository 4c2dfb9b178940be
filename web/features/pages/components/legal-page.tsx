import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { MessageId } from '../../../../contracts/i18n/messages';
import { richText } from '../../../lib/rich-text';
import { professionalPrice } from './tiers';
import { Page } from '../../../components/ui/page';
import { dateFormat } from '../../../../contracts/format';
import { activeLocale, t } from '../../../lib/i18n';

/** The day the policies last changed, shown in the active language's date format. */
export const LEGAL_LAST_UPDATED = '2026-11-22';
export const PRIVACY_EMAIL = 'privacy@civicconnect.example';

export type LegalSection = { id: string; title: string; body: ReactNode };

/** Shared frame for the policy pages: date, contents list and numbered sections. */
export function LegalPage({ title, intro, sections }: { title: string; intro: ReactNode; sections: LegalSection[] }) {
  return (
    <Page title={title} intro={intro}>
      <p className="-mt-2 mb-6 text-sm font-medium text-ink-muted">
        {t('pages.legal.lastUpdated', { date: dateFormat(activeLocale(), { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(LEGAL_LAST_UPDATED)) })}
      </p>
      <nav aria-label={t('pages.legal.onThisPage')} className="mb-10 rounded-card border border-line bg-surface-raised p-5">
        <p className="text-sm font-semibold uppercase tracking-wide text-ink-muted">{t('pages.legal.onThisPage')}</p>
        <ol className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
          {sections.map((s, i) => (
            <li key={s.id}>
              <a href={`#${s.id}`} className="text-brand-700 underline-offset-2 hover:underline dark:text-brand-300">
                {i + 1}. {s.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      <div className="space-y-10">
        {sections.map((s, i) => (
          <section key={s.id} id={s.id} aria-labelledby={`${s.id}-title`} className="scroll-mt-24">
            <h2 id={`${s.id}-title`} className="text-xl font-bold tracking-tight text-ink">
              {i + 1}. {s.title}
            </h2>
            <div className="mt-3 max-w-prose space-y-4 leading-7 text-ink [&_a]:font-semibold [&_a]:text-brand-700 [&_a]:underline dark:[&_a]:text-brand-300 [&_li]:ms-5 [&_ul]:list-disc [&_ul]:space-y-2">
              {s.body}
            </div>
          </section>
        ))}
      </div>
    </Page>
  );
}

// The marks a policy's translated text may hold (web/lib/rich-text.tsx): emphasis, the privacy
// address and links to the other policies.
const LINKS: Record<string, string> = {
  privacy: '/privacy-policy',
  terms: '/terms-of-service',
  guidelines: '/community-guidelines',
  gdpr: '/gdpr-compliance',
  cookies: '/cookie-policy',
  contact: '/contact-us',
};
const PARTS: Record<string, (words: string) => ReactNode> = {
  b: (words) => <strong>{words}</strong>,
  mail: (words) => <a href={`mailto:${PRIVACY_EMAIL}`}>{words}</a>,
  ...Object.fromEntries(Object.entries(LINKS).map(([name, to]) => [name, (words: string) => <Link to={to}>{words}</Link>])),
};

/** A policy's paragraph or list item in the active language, with its marks rendered. */
export const legalText = (id: MessageId): ReactNode => richText(t(id, { email: PRIVACY_EMAIL, price: professionalPrice() }), PARTS);

/** A policy's bulleted list, one message per item. */
export const LegalList = ({ items }: { items: MessageId[] }) => (
  <ul>
    {items.map((id) => (
      <li key={id}>{legalText(id)}</li>
    ))}
  </ul>
);
