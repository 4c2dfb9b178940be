import { useQuery } from '@tanstack/react-query';
import { Mail } from 'lucide-react';
import { api } from '../../../lib/api';
import { Badge } from '../../../components/ui/badge';
import { Page } from '../../../components/ui/page';
import { EmailPreviewFrame } from './email-preview-frame';
import { EMAIL_TEMPLATE_SAMPLES, type EmailTemplateSample } from './email-template-samples';
import { t } from '../../../lib/i18n';

type Preview = { type: string; subject: string; html: string };

/** The server renders every template with sample data; the gallery shows those real emails. */
function usePreviews() {
  const { data } = useQuery({
    queryKey: ['email-template-previews'],
    queryFn: ({ signal }) => api<{ templates: Preview[] }>('/api/email-templates/previews', { signal }),
    staleTime: 5 * 60_000,
  });
  return new Map((data?.templates ?? []).map((preview) => [preview.type, preview]));
}

export default function EmailTemplatesPage() {
  const previews = usePreviews();
  return (
    <Page
      wide
      title={t('pages.emails.title')}
      intro={t('pages.emails.intro')}
    >
      <ul className="grid grid-cols-1 gap-5 md:grid-cols-2">
        {EMAIL_TEMPLATE_SAMPLES.map((sample) => (
          <li key={sample.key} className="min-w-0">
            <TemplateCard template={sample} preview={previews.get(sample.key)} />
          </li>
        ))}
      </ul>
    </Page>
  );
}

function TemplateCard({ template: tpl, preview }: { template: EmailTemplateSample; preview?: Preview }) {
  return (
    <article aria-labelledby={`tpl-${tpl.key}`} className="flex h-full flex-col rounded-card border border-line bg-surface-raised shadow-sm">
      <div className="p-5">
        <div className="flex flex-wrap items-center gap-2">
          <Badge>{t(tpl.audience)}</Badge>
          <code className="rounded-md bg-surface-sunken px-2 py-0.5 text-xs text-ink-muted">{tpl.key}</code>
        </div>
        <h2 id={`tpl-${tpl.key}`} className="mt-3 text-lg font-semibold text-ink">
          {t(tpl.name)}
        </h2>
        <p className="mt-1 text-sm leading-6 text-ink-muted">
          <span className="font-medium text-ink">{t('pages.emails.sentWhen')} </span>
          {t(tpl.trigger)}
        </p>
      </div>
      <figure className="mx-5 mb-5 flex flex-1 flex-col overflow-hidden rounded-xl border border-line bg-white text-gray-900 dark:bg-gray-50">
        <figcaption className="border-b border-gray-200 bg-gray-50 px-4 py-3 text-sm dark:bg-gray-100">
          <p className="flex items-center gap-2 text-gray-600">
            <Mail aria-hidden="true" className="h-4 w-4" />
            <span>{t('pages.emails.from')}</span>
          </p>
          <p className="mt-1 font-semibold text-gray-900">
            <span className="sr-only">{t('pages.emails.subject')} </span>
            {preview?.subject ?? t(tpl.subject)}
          </p>
          <p className="mt-0.5 truncate text-gray-600">{t(tpl.preview)}</p>
        </figcaption>
        {preview ? (
          // The exact HTML the email carries, isolated: no scripts, no access to this page.
          <EmailPreviewFrame title={t('pages.emails.asSent', { name: t(tpl.name) })} html={preview.html} />
        ) : (
          <div className="flex-1 space-y-3 px-4 py-4 text-sm leading-6">
            {tpl.sample.map((line) => (
              <p key={line}>{t(line)}</p>
            ))}
            {tpl.action && (
              <p>
                <span className="inline-block rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white">{t(tpl.action)}</span>
              </p>
            )}
          </div>
        )}
      </figure>
    </article>
  );
}
