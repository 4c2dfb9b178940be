import { CalendarDays } from 'lucide-react';
import type { MessageId } from '../../../../contracts/i18n/messages';
import { dateFormat } from '../../../../contracts/format';
import { Badge } from '../../../components/ui/badge';
import { Page } from '../../../components/ui/page';
import { activeLocale, t } from '../../../lib/i18n';

// Short news posts shown whole: there is no separate article page, so nothing here promises one.
// Texts are message ids; the authors' names are theirs, their roles are translated.
type Post = { slug: string; title: MessageId; iso: string; author: string; role: MessageId; tag: MessageId; summary: MessageId[] };

const posts: Post[] = [
  {
    slug: 'nearby-meetups',
    title: 'pages.blog.nearby',
    iso: '2026-11-12',
    author: 'Hannah Okafor',
    role: 'pages.blog.productLead',
    tag: 'pages.blog.productUpdate',
    summary: ['pages.blog.nearby1', 'pages.blog.nearby2'],
  },
  {
    slug: 'venue-approvals',
    title: 'pages.blog.approvals',
    iso: '2026-10-28',
    author: 'Marcus Bell',
    role: 'pages.blog.headOfPartnerships',
    tag: 'pages.blog.venues',
    summary: ['pages.blog.approvals1', 'pages.blog.approvals2'],
  },
  {
    slug: 'library-partnership',
    title: 'pages.blog.libraries',
    iso: '2026-10-09',
    author: 'Sofia Marin',
    role: 'pages.blog.communityManager',
    tag: 'pages.blog.community',
    summary: ['pages.blog.libraries1', 'pages.blog.libraries2'],
  },
  {
    slug: 'first-meetup',
    title: 'pages.blog.first',
    iso: '2026-09-17',
    author: 'Hannah Okafor',
    role: 'pages.blog.productLead',
    tag: 'pages.blog.guides',
    summary: ['pages.blog.first1', 'pages.blog.first2'],
  },
];

export default function BlogPage() {
  const day = dateFormat(activeLocale(), { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  return (
    <Page title={t('pages.blog.title')} intro={t('pages.blog.intro')}>
      <div className="space-y-6">
        {posts.map((p) => (
          <article key={p.slug} aria-labelledby={`post-${p.slug}`} className="rounded-card border border-line bg-surface-raised p-5 shadow-sm sm:p-6">
            <Badge>{t(p.tag)}</Badge>
            <h2 id={`post-${p.slug}`} className="mt-3 text-xl font-bold tracking-tight text-ink">
              {t(p.title)}
            </h2>
            <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-ink-muted">
              <span className="inline-flex items-center gap-1.5">
                <CalendarDays aria-hidden="true" className="h-4 w-4" />
                <time dateTime={p.iso}>{day.format(new Date(p.iso))}</time>
              </span>
              <span>{t('pages.blog.by', { name: p.author, role: t(p.role) })}</span>
            </p>
            <div className="mt-4 max-w-prose space-y-3 leading-7 text-ink">
              {p.summary.map((para) => (
                <p key={para}>{t(para)}</p>
              ))}
            </div>
          </article>
        ))}
      </div>
    </Page>
  );
}
