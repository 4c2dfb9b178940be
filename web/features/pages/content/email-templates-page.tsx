import { useQuery } from '@tanstack/react-query';
import { Mail } from 'lucide-react';
import { api } from '../../../lib/api';
import { Badge } from '../../../components/ui/badge';
import { Page } from '../../../components/ui/page';
import { EmailPreviewFrame } from './email-preview-frame';
import { EMAIL_TEMPLATE_SAMPLES, type EmailTemplateSample } from './email-template-samples';

type Preview = { type: string; subject: string; html: string };

/** The server renders every template with sample data; the gallery shows those real emails. */
function usePreviews() {
  const { data } = useQuery({
    queryKey: ['email-template-previews'],
    queryFn: ({ signal }) => api<{ templates: Preview[] }>('/api/email-templates/previews', { signal }),
    staleTime: 5 * 60_000,
  });
  return new Map((data?.templates ?? []).map((t) => [t.type, t]));
}

export default function EmailTemplatesPage() {
  const previews = usePreviews();
  return (
    <Page
      wide
      title="Email templates"
      intro="Every email Civic Connect sends, with sample data. Members choose which of these they receive in Settings; security emails such as password resets are always sent."
    >
      <ul className="grid grid-cols-1 gap-5 md:grid-cols-2">
        {EMAIL_TEMPLATE_SAMPLES.map((t) => (
          <li key={t.key} className="min-w-0">
            <TemplateCard template={t} preview={previews.get(t.key)} />
          </li>
        ))}
      </ul>
    </Page>
  );
}

function TemplateCard({ template: t, preview }: { template: EmailTemplateSample; preview?: Preview }) {
  return (
    <article aria-labelledby={`tpl-${t.key}`} className="flex h-full flex-col rounded-card border border-line bg-surface-raised shadow-sm">
      <div className="p-5">
        <div className="flex flex-wrap items-center gap-2">
          <Badge>{t.audience}</Badge>
          <code className="rounded-md bg-surface-sunken px-2 py-0.5 text-xs text-ink-muted">{t.key}</code>
        </div>
        <h2 id={`tpl-${t.key}`} className="mt-3 text-lg font-semibold text-ink">
          {t.name}
        </h2>
        <p className="mt-1 text-sm leading-6 text-ink-muted">
          <span className="font-medium text-ink">Sent when: </span>
          {t.trigger}
        </p>
      </div>
      <figure className="mx-5 mb-5 flex flex-1 flex-col overflow-hidden rounded-xl border border-line bg-white text-gray-900 dark:bg-gray-50">
        <figcaption className="border-b border-gray-200 bg-gray-50 px-4 py-3 text-sm dark:bg-gray-100">
          <p className="flex items-center gap-2 text-gray-600">
            <Mail aria-hidden="true" className="h-4 w-4" />
            <span>From Civic Connect</span>
          </p>
          <p className="mt-1 font-semibold text-gray-900">
            <span className="sr-only">Subject: </span>
            {preview?.subject ?? t.subject}
          </p>
          <p className="mt-0.5 truncate text-gray-600">{t.preview}</p>
        </figcaption>
        {preview ? (
          // The exact HTML the email carries, isolated: no scripts, no access to this page.
          <EmailPreviewFrame title={`${t.name} email, as sent`} html={preview.html} />
        ) : (
          <div className="flex-1 space-y-3 px-4 py-4 text-sm leading-6">
            {t.sample.map((line) => (
              <p key={line}>{line}</p>
            ))}
            {t.action && (
              <p>
                <span className="inline-block rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white">{t.action}</span>
              </p>
            )}
          </div>
        )}
      </figure>
    </article>
  );
}
