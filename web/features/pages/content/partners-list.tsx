import { IMAGE_SIZES } from '../../../../contracts/storage';
import { useQuery } from '@tanstack/react-query';
import { Building2, MapPin } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { Badge } from '../../../components/ui/badge';
import { Skeleton } from '../../../components/ui/skeleton';
import { api } from '../../../lib/api';
import { cn } from '../../../lib/cn';
import { StoredImage } from '../../../components/stored-image';
import { t } from '../../../lib/i18n';

/** The public fields of a published partner profile (docs/product.md §3 partner_profiles). */
export type PublicPartner = {
  id: string;
  slug: string;
  display_name: string;
  logo_url?: string | null;
  short_bio?: string | null;
  website_url?: string | null;
  location_city?: string | null;
  location_country?: string | null;
  sector?: string | null;
};

async function fetchPartners(): Promise<PublicPartner[]> {
  const data = await api<PublicPartner[] | { partners?: PublicPartner[] }>('/api/partners');
  return Array.isArray(data) ? data : (data?.partners ?? []);
}

export function PartnersList() {
  const { data, isPending } = useQuery({ queryKey: ['partners', 'public'], queryFn: fetchPartners, retry: false });
  if (isPending) {
    return (
      <div className="grid gap-4 sm:grid-cols-2" aria-busy="true" aria-label={t('pages.partners.loading')}>
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-40" />
        ))}
      </div>
    );
  }
  // A failed request and an empty list look the same to a visitor: nobody to show yet.
  const partners = data ?? [];
  if (partners.length === 0) return <EmptyPartners />;
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {partners.map((p) => (
        <li key={p.id}>
          <PartnerCard partner={p} />
        </li>
      ))}
    </ul>
  );
}

function PartnerCard({ partner: p }: { partner: PublicPartner }) {
  // The partner's own words: a list of two places, joined as the active language lists them.
  const place = [p.location_city, p.location_country].filter(Boolean).join(t('pages.partners.placeSeparator'));
  return (
    <Link
      to={`/v/${encodeURIComponent(p.slug)}`}
      className="flex h-full gap-4 rounded-card border border-line bg-surface-raised p-5 shadow-sm transition-colors hover:border-brand-400 focus-visible:border-brand-500"
    >
      <PartnerLogo url={p.logo_url} />
      <div className="min-w-0">
        <h3 dir="auto" className="font-semibold text-ink">
          {p.display_name}
        </h3>
        {place && (
          <p className="mt-1 flex items-center gap-1.5 text-sm text-ink-muted">
            <MapPin aria-hidden="true" className="h-4 w-4" />
            <bdi>{place}</bdi>
          </p>
        )}
        {p.sector && (
          <Badge className="mt-2">
            <bdi>{p.sector}</bdi>
          </Badge>
        )}
        {p.short_bio && <p dir="auto" className="mt-2 line-clamp-3 text-sm leading-6 text-ink-muted">
            {p.short_bio}
          </p>}
      </div>
    </Link>
  );
}

function PartnerLogo({ url }: { url?: string | null }) {
  return <StoredImage src={url} sizes={IMAGE_SIZES.tile} alt="" fit="contain" icon={Building2} iconClassName="size-7" className="size-14 rounded-xl border border-line bg-white" />;
}

function EmptyPartners() {
  return (
    <div className="rounded-card border border-dashed border-line bg-surface-raised px-6 py-10 text-center">
      <span aria-hidden="true" className="mx-auto flex h-12 w-12 items-center justify-center rounded-full bg-brand-50 text-brand-700 dark:bg-brand-900/50 dark:text-brand-200">
        <Building2 className="h-6 w-6" />
      </span>
      <h3 className="mt-4 text-lg font-semibold text-ink">{t('pages.partners.none')}</h3>
      <p className="mx-auto mt-2 max-w-md leading-7 text-ink-muted">{t('pages.partners.noneBody')}</p>
      <Link to="/venue-partner" className={buttonClasses('primary', 'md', cn('mt-5'))}>
        {t('pages.partners.becomeVenuePartner')}
      </Link>
    </div>
  );
}
