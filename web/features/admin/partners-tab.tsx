import { useMaxVenuesForm } from './max-venues-form';
import { Eye, EyeOff } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { ADMIN_PARTNERS_PAGE_SIZE } from '../../../contracts/constants';
import type { PartnerWithCountDto } from '../../../contracts/partners';
import { Alert } from '../../components/ui/alert';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Field, inputClasses } from '../../components/ui/field';
import { useToast } from '../../components/ui/toast';
import { cn } from '../../lib/cn';
import { t } from '../../lib/i18n';
import { AdminSearchField, alignWithInputs, CardFact, EmptyState, LoadingRows, Pager, RefreshButton, TableRegion, td, th, Toolbar, trClass } from './admin-ui';
import { actionErrorText, listErrorText, parseMaxVenues, useAdminPartners, useTogglePublish, type PartnerFilters } from './api';
import { useDebounced } from '../../lib/use-debounced';
import { useWide } from './use-wide';
import { Form } from '../../components/ui/form';

/** Partners tab (docs/product.md §2): search, Published filter, limits, publish, paging by 25. */
export function PartnersTab({ canAct }: { canAct: boolean }) {
  const [q, setQ] = useState('');
  const [published, setPublished] = useState<PartnerFilters['published']>('');
  const [page, setPage] = useState(1);
  const wide = useWide();
  const search = useDebounced(q.trim());
  const query = useAdminPartners({ page, q: search, published }, canAct);
  const partners = query.isError ? [] : (query.data?.partners ?? []);

  return (
    <section aria-labelledby="admin-partners-heading">
      <h2 id="admin-partners-heading" className="sr-only">
        {t('admin.tabs.partners')}
      </h2>
      <Toolbar>
        <AdminSearchField
          label={t('admin.partners.search')}
          placeholder={t('admin.partners.searchPlaceholder')}
          value={q}
          onChange={(value) => {
            setQ(value);
            setPage(1);
          }}
        />
        <Field label={t('admin.partners.published')}>
          {({ id, describedBy }) => (
            <select
              id={id}
              aria-describedby={describedBy}
              value={published}
              className={cn(inputClasses, 'appearance-auto')}
              onChange={(e) => {
                setPublished(e.target.value as PartnerFilters['published']);
                setPage(1);
              }}
            >
              <option value="">{t('admin.partners.all')}</option>
              <option value="true">{t('admin.partners.published')}</option>
              <option value="false">{t('admin.partners.unpublished')}</option>
            </select>
          )}
        </Field>
        <RefreshButton onClick={() => void query.refetch()} busy={query.isFetching} className={alignWithInputs} />
      </Toolbar>

      <div className="mt-4 flex min-h-6 flex-wrap items-center gap-2" aria-live="polite">
        <Badge tone="neutral">{t('admin.showing', { count: partners.length })}</Badge>
        {query.isFetching && query.data && <span className="text-sm text-ink-muted">{t('admin.partners.loading')}</span>}
      </div>

      {query.isError && (
        <Alert tone="error" className="mt-4">
          {listErrorText(query.error, t('admin.partners.loadFailed'))}
        </Alert>
      )}

      <div className="mt-4">
        {query.isPending && canAct ? (
          <LoadingRows text={t('admin.partners.loading')} />
        ) : partners.length === 0 ? (
          <EmptyState text={t('admin.partners.none')} hint={search || published ? t('admin.partners.noneFiltered') : t('admin.partners.noneHint')} />
        ) : wide ? (
          <PartnersTable partners={partners} canAct={canAct} />
        ) : (
          <ul className="grid gap-3 sm:grid-cols-2" aria-label={t('admin.tabs.partners')}>
            {partners.map((p) => (
              <PartnerCard key={p.id} partner={p} canAct={canAct} />
            ))}
          </ul>
        )}
      </div>

      <Pager label={t('admin.partners.pages')} page={page} onPage={setPage} loading={query.isFetching} canNext={partners.length >= ADMIN_PARTNERS_PAGE_SIZE} />
    </section>
  );
}

function Logo({ partner }: { partner: PartnerWithCountDto }) {
  const [broken, setBroken] = useState(false);
  const initials = partner.display_name
    .split(/\s+/)
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase() ?? '')
    .join('');
  if (partner.logo_url && !broken) {
    return <img src={partner.logo_url} alt="" onError={() => setBroken(true)} className="size-10 shrink-0 rounded-xl border border-line bg-white object-contain" loading="lazy" />;
  }
  return (
    <span aria-hidden="true" className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-100 text-sm font-bold text-brand-800 dark:bg-brand-900/60 dark:text-brand-100">
      {initials || '?'}
    </span>
  );
}

const venuesText = (p: PartnerWithCountDto) => t('admin.venuesOf', { count: p.venue_count, max: p.max_venues_allowed });

function PublishedBadge({ on }: { on: boolean }) {
  return <Badge tone={on ? 'success' : 'neutral'}>{on ? t('admin.partners.published') : t('admin.partners.unpublished')}</Badge>;
}

function MaxEditor({ partner, canAct }: { partner: PartnerWithCountDto; canAct: boolean }) {
  const [raw, setRaw] = useState(String(partner.max_venues_allowed));
  useEffect(() => setRaw(String(partner.max_venues_allowed)), [partner.max_venues_allowed]);
  const inputId = `partner-${partner.id}-max`;

  const { form, submit, pending } = useMaxVenuesForm(raw, setRaw, { partnerId: partner.id, savedMessage: (n) => t('admin.partners.maxSet', { count: n }) });

  return (
    <Form noValidate className="flex items-center gap-2" onSubmit={submit}>
      <label htmlFor={inputId} className="sr-only">
        {t('admin.partners.maxFor', { name: partner.display_name })}
      </label>
      <input
        id={inputId}
        type="number"
        inputMode="numeric"
        min={1}
        step={1}
        value={raw}
        onChange={(e) => (setRaw(e.target.value), form.clear('maxVenues'))}
        onBlur={() => setRaw(String(parseMaxVenues(raw)))}
        aria-invalid={Boolean(form.errors.maxVenues)}
        className={cn(inputClasses, 'h-9 w-20 px-2.5 text-sm tabular-nums')}
      />
      <Button type="submit" size="sm" variant="secondary" disabled={!canAct || pending}>
        {pending ? t('admin.saving') : t('admin.save')}
      </Button>
    </Form>
  );
}

function PublishButton({ partner, canAct }: { partner: PartnerWithCountDto; canAct: boolean }) {
  const { toast } = useToast();
  const toggle = useTogglePublish();
  const publish = !partner.is_public;
  const run = async () => {
    try {
      await toggle.mutateAsync({ partnerId: partner.id, publish });
      toast({ type: 'success', title: publish ? t('admin.partners.published') : t('admin.partners.unpublished'), message: t('admin.partners.visibilityUpdated') });
    } catch (err) {
      toast({ type: 'error', title: t('admin.actionFailed'), message: actionErrorText(err) });
    }
  };
  const Icon = publish ? Eye : EyeOff;
  return (
    <Button size="sm" variant={publish ? 'primary' : 'secondary'} onClick={run} disabled={!canAct || toggle.isPending} aria-describedby={`partner-${partner.id}-name`}>
      <Icon aria-hidden="true" className="size-4" /> {publish ? t('admin.partners.publish') : t('admin.partners.unpublish')}
    </Button>
  );
}

function PartnerName({ partner }: { partner: PartnerWithCountDto }) {
  return (
    <Link id={`partner-${partner.id}-name`} to={`/v/${partner.slug}`} className="font-semibold text-ink underline-offset-4 hover:underline">
      {partner.display_name}
    </Link>
  );
}

function PartnersTable({ partners, canAct }: { partners: PartnerWithCountDto[]; canAct: boolean }) {
  return (
    <TableRegion label={t('admin.partners.table')}>
      <table className="w-full min-w-[60rem] border-collapse">
        <thead className="bg-surface-sunken/70">
          <tr>
            <th scope="col" className={th}>{t('admin.partners.logo')}</th>
            <th scope="col" className={th}>{t('admin.col.name')}</th>
            <th scope="col" className={th}>{t('admin.partners.slug')}</th>
            <th scope="col" className={th}>{t('admin.partners.country')}</th>
            <th scope="col" className={th}>{t('admin.partners.published')}</th>
            <th scope="col" className={th}>{t('admin.col.venues')}</th>
            <th scope="col" className={th}>{t('admin.partners.max')}</th>
            <th scope="col" className={th}>{t('admin.col.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {partners.map((p) => (
            <tr key={p.id} className={trClass} data-testid="admin-partner-row">
              <td className={td}>
                <Logo partner={p} />
              </td>
              <td className={td}>
                <PartnerName partner={p} />
              </td>
              <td className={`${td} font-mono text-xs whitespace-nowrap text-ink-muted`}>{p.slug}</td>
              <td className={td}>{p.location_country || '—'}</td>
              <td className={td}>
                <PublishedBadge on={p.is_public} />
              </td>
              <td className={`${td} tabular-nums whitespace-nowrap`}>{venuesText(p)}</td>
              <td className={td}>
                <MaxEditor partner={p} canAct={canAct} />
              </td>
              <td className={td}>
                <PublishButton partner={p} canAct={canAct} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableRegion>
  );
}

function PartnerCard({ partner: p, canAct }: { partner: PartnerWithCountDto; canAct: boolean }) {
  return (
    <li className="rounded-2xl border border-line bg-surface-raised p-4 shadow-sm" data-testid="admin-partner-row">
      <div className="flex items-center gap-3">
        <Logo partner={p} />
        <div className="min-w-0 flex-1">
          <PartnerName partner={p} />
        </div>
        <PublishedBadge on={p.is_public} />
      </div>
      <p className="mt-2 font-mono text-xs [overflow-wrap:anywhere] text-ink-muted">{p.slug}</p>
      <dl className="mt-3 grid grid-cols-2 gap-3 border-t border-line pt-3">
        <CardFact label={t('admin.partners.country')}>{p.location_country || '—'}</CardFact>
        <CardFact label={t('admin.col.venues')}>
          <span className="tabular-nums">{venuesText(p)}</span>
        </CardFact>
      </dl>
      <div className="mt-3 flex flex-wrap items-center justify-between gap-3 border-t border-line pt-3">
        <div>
          <p className="mb-1 text-xs font-medium text-ink-muted" aria-hidden="true">
            {t('admin.partners.max')}
          </p>
          <MaxEditor partner={p} canAct={canAct} />
        </div>
        <PublishButton partner={p} canAct={canAct} />
      </div>
    </li>
  );
}
