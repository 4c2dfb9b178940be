import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Building2, ExternalLink, ImagePlus } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { PARTNER_DRAFT_KEY, partnerInput, type PartnerDraft, type PartnerWithCountDto } from '../../../contracts/partners';
import { extensionOf, IMAGE_SIZES, logoPath } from '../../../contracts/storage';
import { Alert } from '../../components/ui/alert';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Field, TextArea, TextInput } from '../../components/ui/field';
import { Form } from '../../components/ui/form';
import { useToast } from '../../components/ui/toast';
import type { MessageId } from '../../../contracts/i18n/messages';
import { numberFormat } from '../../../contracts/format';
import { api } from '../../lib/api';
import { activeLocale, t } from '../../lib/i18n';
import { richText } from '../../lib/rich-text';
import { useContractForm } from '../../lib/contract-form';
import { precheck, uploadFile } from '../../lib/upload';
import { StoredImage } from '../../components/stored-image';

type MeDto = { partner: PartnerWithCountDto | null; venue_count: number; max_venues_allowed: number };

const EMPTY: PartnerDraft = { display_name: '', short_bio: '', website_url: '', location_city: '', location_country: '', sector: '' };
const fromPartner = (p: PartnerWithCountDto | null): PartnerDraft =>
  p
    ? { display_name: p.display_name, short_bio: p.short_bio ?? '', website_url: p.website_url ?? '', location_city: p.location_city ?? '', location_country: p.location_country ?? '', sector: p.sector ?? '' }
    : EMPTY;

/** docs/product.md §3 venue-partner draft: kept in local storage (per user) until saved. */
function readDraft(userId: string): PartnerDraft | null {
  try {
    const raw = localStorage.getItem(PARTNER_DRAFT_KEY);
    const parsed = raw ? (JSON.parse(raw) as PartnerDraft & { userId?: string }) : null;
    if (!parsed || parsed.userId !== userId) return null;
    return { ...EMPTY, ...Object.fromEntries(Object.keys(EMPTY).map((k) => [k, String(parsed[k as keyof PartnerDraft] ?? '')])) } as PartnerDraft;
  } catch {
    return null;
  }
}
const writeDraft = (userId: string, d: PartnerDraft | null) => {
  try {
    if (d) localStorage.setItem(PARTNER_DRAFT_KEY, JSON.stringify({ ...d, userId }));
    else localStorage.removeItem(PARTNER_DRAFT_KEY);
  } catch {
    // storage full or blocked: the form still works, only the draft is not kept
  }
};

// Labels and hints are message ids, read at render time in the active language.
const FIELDS: Array<{ key: keyof PartnerDraft; label: MessageId; hint?: MessageId; max: number; multiline?: boolean; auto?: string }> = [
  { key: 'display_name', label: 'partnerProfile.name', max: 80, auto: 'organization' },
  { key: 'short_bio', label: 'partnerProfile.bio', hint: 'partnerProfile.bioHint', max: 600, multiline: true },
  { key: 'website_url', label: 'partnerProfile.website', max: 300, auto: 'url' },
  { key: 'location_city', label: 'partnerProfile.city', max: 80, auto: 'address-level2' },
  { key: 'location_country', label: 'partnerProfile.country', max: 80, auto: 'country-name' },
  { key: 'sector', label: 'partnerProfile.sector', hint: 'partnerProfile.sectorHint', max: 60 },
];

const FIELD_KEYS = FIELDS.map((f) => f.key);

/** The venue user's partner profile with a local draft and logo upload (docs/product.md §3, §5, §10 partners). */
export function PartnerProfileSection({ userId }: { userId: string }) {
  const qc = useQueryClient();
  const { toast } = useToast();
  const me = useQuery({ queryKey: ['partners', 'me'], queryFn: ({ signal }) => api<MeDto>('/api/partners/me', { signal }) });
  const partner = me.data?.partner ?? null;
  const [draft, setDraft] = useState<PartnerDraft>(EMPTY);
  const [hasDraft, setHasDraft] = useState(false);
  const [logo, setLogo] = useState<string | null>(null);
  const [logoProgress, setLogoProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const loaded = useRef(false);
  const logoInput = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (!me.data || loaded.current) return;
    loaded.current = true;
    const saved = readDraft(userId);
    setDraft(saved ?? fromPartner(me.data.partner));
    setHasDraft(Boolean(saved));
    setLogo(me.data.partner?.logo_url ?? null);
  }, [me.data, userId]);

  const change = (key: keyof PartnerDraft, value: string) => {
    const next = { ...draft, [key]: value };
    setDraft(next);
    form.clear(key);
    writeDraft(userId, next);
    setHasDraft(true);
  };

  const uploadLogo = async (file: File | undefined) => {
    if (!file) return;
    const problem = precheck(file);
    if (problem) return setError(problem);
    setError(null);
    setLogoProgress(0);
    try {
      // docs/product.md §5: png or jpeg; anything else is saved as png (the server converts it).
      const ext = ['png', 'jpg'].includes(extensionOf(file.name)) ? extensionOf(file.name) : 'png';
      const res = await uploadFile('partners', logoPath(userId, ext), file, { onProgress: setLogoProgress });
      setLogo(res.publicUrl);
      if (partner) {
        await api('/api/partners/me', { method: 'PUT', body: { ...fromPartner(partner), logo_url: res.publicUrl } });
        await qc.invalidateQueries({ queryKey: ['partners'] });
        toast({ type: 'success', title: t('partnerProfile.logoUpdated') });
      }
    } catch (err) {
      setError((err as Error).message);
    } finally {
      setLogoProgress(null);
      if (logoInput.current) logoInput.current.value = '';
    }
  };

  // The contract's partnerInput (the server checks the same one): each problem shows by its
  // input; the draft is sent as typed, as the server reads it.
  const form = useContractForm(
    partnerInput,
    FIELD_KEYS,
    async () => {
      await api('/api/partners/me', { method: 'PUT', body: { ...draft, logo_url: logo } });
      writeDraft(userId, null);
      setHasDraft(false);
      loaded.current = false;
      await qc.invalidateQueries({ queryKey: ['partners'] });
      toast({ type: 'success', title: t('partnerProfile.savedTitle'), message: t(partner?.is_public ? 'partnerProfile.pageUpdated' : 'partnerProfile.adminPublishes') });
    },
    t('partnerProfile.saveFailed'),
  );
  const { errors } = form;
  const saving = form.pending;
  const save = () => {
    setError(null);
    return form.submit({ ...draft, logo_url: logo });
  };

  const discard = () => {
    writeDraft(userId, null);
    setHasDraft(false);
    setDraft(fromPartner(partner));
  };

  return (
    <Card id="partner-profile" className="scroll-mt-24 space-y-5" data-section="partner-profile">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 className="text-lg font-semibold text-ink">{t('partnerProfile.title')}</h2>
          <p className="text-sm text-ink-muted">{t('partnerProfile.intro')}</p>
        </div>
        {partner && (
          <div className="flex flex-wrap items-center gap-2">
            <Badge tone={partner.is_public ? 'success' : 'neutral'}>{t(partner.is_public ? 'partnerProfile.published' : 'partnerProfile.unpublished')}</Badge>
            <Link to={`/v/${partner.slug}`} className="inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-brand-700 underline dark:text-brand-300">
              {t('partnerProfile.viewPage')} <ExternalLink aria-hidden="true" className="size-3.5" />
            </Link>
          </div>
        )}
      </div>
      {hasDraft && (
        <Alert tone="info">
          {richText(t('partnerProfile.draftKept'), {
            discard: (words) => (
              <button type="button" onClick={discard} className="font-semibold underline">
                {words}
              </button>
            ),
          })}
        </Alert>
      )}
      {(error ?? errors.form) && <Alert tone="error">{error ?? errors.form}</Alert>}
      <div className="flex items-center gap-4">
        <StoredImage src={logo} sizes={IMAGE_SIZES.tile} alt={logo ? t('partnerProfile.logoAlt') : ''} fit="contain" icon={Building2} iconClassName="size-9" className="size-20 rounded-2xl border border-line bg-white p-1" />
        <div>
          <label className="inline-flex h-11 cursor-pointer items-center gap-2 rounded-xl border border-line bg-surface-raised px-4 text-sm font-semibold text-ink hover:bg-surface-sunken has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-brand-500">
            <ImagePlus aria-hidden="true" className="size-4" />
            {logoProgress !== null
              ? t('partnerProfile.uploading', { percent: numberFormat(activeLocale(), { style: 'percent' }).format(Math.round(logoProgress * 100) / 100) })
              : t(logo ? 'partnerProfile.changeLogo' : 'partnerProfile.uploadLogo')}
            <input ref={logoInput} type="file" accept="image/png,image/jpeg,image/webp,image/gif" className="sr-only" onChange={(e) => void uploadLogo(e.target.files?.[0])} disabled={logoProgress !== null} />
          </label>
          <p className="mt-1 text-sm text-ink-muted">{t('partnerProfile.logoFormats')}</p>
        </div>
      </div>
      <Form onSubmit={save} noValidate className="grid gap-5 sm:grid-cols-2">
        {FIELDS.map((f) => (
          <Field key={f.key} label={t(f.label)} hint={f.hint && t(f.hint)} error={errors[f.key]} className={f.multiline || f.key === 'display_name' ? 'sm:col-span-2' : undefined}>
            {({ id, describedBy, invalid }) =>
              f.multiline ? (
                <TextArea id={id} value={draft[f.key]} maxLength={f.max} onChange={(e) => change(f.key, e.target.value)} aria-describedby={describedBy} aria-invalid={invalid} />
              ) : (
                <TextInput id={id} value={draft[f.key]} maxLength={f.max} autoComplete={f.auto} onChange={(e) => change(f.key, e.target.value)} aria-describedby={describedBy} aria-invalid={invalid} />
              )
            }
          </Field>
        ))}
        <div className="sm:col-span-2">
          <Button type="submit" disabled={saving}>
            {saving ? t('profile.saving') : t(partner ? 'partnerProfile.save' : 'partnerProfile.create')}
          </Button>
        </div>
      </Form>
    </Card>
  );
}
