import { Check, LocateFixed, Plus, Sparkles, TriangleAlert } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { currencyDigits, currencySymbol, majorToMinor, minorToMajor } from '../../../contracts/format';
import { COMMON_AMENITIES, venueInput, venueTypeLabel, type VenueDto } from '../../../contracts/venues';
import { venueTypeOptions } from '../../components/venue/venue-type';
import { activeLocale, t } from '../../lib/i18n';
import { PinPicker } from '../../components/map/pin-picker';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Field, inputClasses, TextArea, TextInput } from '../../components/ui/field';
import { Form } from '../../components/ui/form';
import { useToast } from '../../components/ui/toast';
import { cn } from '../../lib/cn';
import { currencyOptions } from '../../lib/currencies';
import { errorsFromIssues, errorsFromServer, focusFirstInvalid, type FormErrors } from '../../lib/form-errors';
import { useSession } from '../../lib/session';
import { generateDescription, geocode, useSaveVenue, type VenuePayload } from './api';
import { ImageUploader, type Media } from './image-uploader';

type Values = {
  name: string;
  venue_type: string;
  capacity: string;
  address: string;
  description: string;
  amenities: string[];
  min_booking_hours: string;
  setup_time: string;
  instant_booking: boolean;
  weekend_available: boolean;
  rate: string;
  /** ISO 4217: the rate is typed in its major unit (euros, yen) and sent in its minor unit. */
  currency: string;
  contact_email: string;
};
type Located = { lat: number; lng: number; label: string; address: string; currency?: string | null } | { failed: true; address: string } | null;
type Errors = FormErrors<keyof Values>;

const fromVenue = (v?: Omit<VenueDto, 'owner_id'>): Values => ({
  name: v?.name ?? '',
  venue_type: v?.venue_type ?? '',
  capacity: v ? String(v.capacity) : '',
  address: v?.address ?? '',
  description: v?.description ?? '',
  amenities: v?.amenities ?? [],
  min_booking_hours: String(v?.min_booking_hours ?? 1),
  setup_time: String(v?.setup_time ?? 0),
  instant_booking: v?.instant_booking ?? false,
  weekend_available: v?.weekend_available ?? false,
  rate: v ? minorToMajor(v.default_booking_rate, v.currency) : '',
  currency: v?.currency ?? 'GBP',
  contact_email: v?.contact_email ?? '',
});

// The label of a position read from the saved venue, not from the address search.
const SAVED = '\u0000saved';

const whole = (s: string) => (/^\d+$/.test(s.trim()) ? Number(s) : NaN);

/** What the form sends, before the address is located (coordinates are added on submit). */
const toBody = (v: Values, media: Media): Omit<VenuePayload, 'latitude' | 'longitude'> => ({
  name: v.name.trim(),
  venue_type: v.venue_type as VenuePayload['venue_type'],
  capacity: whole(v.capacity),
  address: v.address.trim(),
  description: v.description.trim(),
  amenities: v.amenities,
  min_booking_hours: whole(v.min_booking_hours),
  setup_time: whole(v.setup_time),
  instant_booking: v.instant_booking,
  weekend_available: v.weekend_available,
  default_booking_rate: majorToMinor(v.rate, v.currency) ?? 0,
  currency: v.currency,
  contact_email: v.contact_email.trim() || null,
  images: media.images,
  cover_image_index: media.images.length ? media.cover : 0,
});

/** The fields that show their own error; any other issue (images, cover) is shown for the whole form. */
const SHOWN = ['name', 'venue_type', 'capacity', 'address', 'min_booking_hours', 'setup_time', 'rate', 'contact_email'] as const;
/** The rate is typed in pounds: the body's pence go by that input. */
const RENAMED = { default_booking_rate: 'rate' } as const;

/** The contract's own checks (contracts/venues.ts), field by field. */
function validate(v: Values, media: Media): Errors {
  const parsed = venueInput.safeParse({ ...toBody(v, media), latitude: null, longitude: null });
  const e: Errors = parsed.success ? {} : errorsFromIssues(parsed.error.issues, SHOWN, RENAMED);
  if (majorToMinor(v.rate, v.currency) === null)
    e.rate = v.currency === 'GBP' ? t('venues.form.amountPounds') : currencyDigits(v.currency) === 0 ? t('venues.form.amountWhole', { currency: v.currency }) : t('venues.form.amount', { currency: v.currency });
  return e;
}

function Section({ title, intro, children }: { title: string; intro?: string; children: ReactNode }) {
  return (
    <section className="space-y-5 rounded-card border border-line bg-surface-raised p-5 shadow-sm sm:p-6">
      <div>
        <h2 className="text-lg font-semibold text-ink">{title}</h2>
        {intro && <p className="mt-1 text-sm text-ink-muted">{intro}</p>}
      </div>
      {children}
    </section>
  );
}

/** Every venue field of docs/product.md §3: create (/create-venue) and edit (/venues/{id}/edit). */
export function VenueForm({ venue }: { venue?: Omit<VenueDto, 'owner_id'> }) {
  const { profile } = useSession();
  const navigate = useNavigate();
  const { toast } = useToast();
  const save = useSaveVenue(venue?.id);
  const [values, setValues] = useState<Values>(() => fromVenue(venue));
  const [media, setMedia] = useState<Media>({ images: venue?.images ?? [], cover: 0 });
  const [errors, setErrors] = useState<Errors>({});
  const [located, setLocated] = useState<Located>(
    venue && venue.latitude !== null && venue.longitude !== null ? { lat: venue.latitude, lng: venue.longitude, label: SAVED, address: venue.address } : null,
  );
  const [locating, setLocating] = useState(false);
  const [generating, setGenerating] = useState(false);
  const [custom, setCustom] = useState('');
  // A new venue quotes in its country's currency (decision 0065) until the owner picks one.
  const [currencyPicked, setCurrencyPicked] = useState(Boolean(venue));
  const currencyOf = (where: Located) => (!currencyPicked && where && 'currency' in where && where.currency ? where.currency : values.currency);
  // Sent when the owner chose it or the address told us; otherwise the server reads it from the coordinates.
  const currencyKnown = (where: Located) => currencyPicked || Boolean(where && 'currency' in where && where.currency);
  // A field showing an error is checked again as it changes, so its message goes as soon as it
  // is right (issue 27: "Enter the venue name" stayed red under a filled-in name).
  const set = <K extends keyof Values>(key: K, value: Values[K]) => {
    const next = { ...values, [key]: value };
    setValues(next);
    if (errors[key]) setErrors((e) => ({ ...e, [key]: validate(next, media)[key] }));
  };

  const locate = async (address = values.address) => {
    const text = address.trim();
    if (text.length < 3 || (located && located.address === text)) return located;
    setLocating(true);
    const hit = await geocode(text);
    setLocating(false);
    const next: Located = hit ? { ...hit, address: text } : { failed: true, address: text };
    setLocated(next);
    const currency = currencyOf(next);
    if (currency !== values.currency) setValues((v) => ({ ...v, currency }));
    return next;
  };

  const generate = async () => {
    setGenerating(true);
    const content = await generateDescription({
      venueName: values.name,
      venueType: values.venue_type ? venueTypeLabel(values.venue_type) : undefined,
      venueLocation: located && 'label' in located && located.label !== SAVED ? located.label : values.address,
      venueCapacity: whole(values.capacity) || undefined,
      venueDescription: values.description,
      venueAmenities: values.amenities,
      professionalName: profile?.name,
      professionalInterests: [],
    });
    setGenerating(false);
    if (content) {
      set('description', content);
      toast({ type: 'success', title: t('venues.form.descriptionReady'), message: t('venues.form.descriptionReadyBody') });
    } else toast({ type: 'error', title: t('venues.form.descriptionFailed'), message: t('venues.form.tryAgainMoment') });
  };

  const toggleAmenity = (a: string) => set('amenities', values.amenities.includes(a) ? values.amenities.filter((x) => x !== a) : [...values.amenities, a]);
  const addCustom = () => {
    const a = custom.trim().slice(0, 40);
    if (a && !values.amenities.includes(a)) set('amenities', [...values.amenities, a]);
    setCustom('');
  };

  async function submit() {
    const found = validate(values, media);
    setErrors(found);
    if (Object.keys(found).length) return focusFirstInvalid();
    const where = await locate();
    // Placing the address may have set the currency: the rate is read in that one.
    const current = { ...values, currency: currencyOf(where) };
    if (current.currency !== values.currency) {
      const again = validate(current, media);
      setErrors(again);
      if (Object.keys(again).length) return focusFirstInvalid();
    }
    const coords = where && 'lat' in where ? { latitude: where.lat, longitude: where.lng } : { latitude: null, longitude: null };
    const { currency, ...rest } = toBody(current, media);
    const body: VenuePayload = { ...rest, ...(currencyKnown(where) ? { currency } : {}), ...coords };
    save.mutate(body, {
      onSuccess: ({ venue: saved, warnings }) => {
        toast({ type: 'success', title: venue ? t('venues.form.updated') : t('venues.form.created'), message: venue ? t('venues.form.updatedBody') : t('venues.form.createdBody', { name: saved.name }) });
        for (const w of warnings) toast({ type: 'warning', title: t('venues.form.locationNotFound'), message: w, duration: 7000 });
        navigate(`/venues/${saved.id}`);
      },
      // The server names the input its refusal is about (`field`); other refusals go above the form.
      onError: (err) => setErrors(errorsFromServer(err, SHOWN, t('venues.form.saveFailed'), RENAMED)),
    });
  }

  const symbol = currencySymbol(values.currency, activeLocale());
  const wholeAmounts = currencyDigits(values.currency) === 0;
  return (
    <Form onSubmit={submit} noValidate className="space-y-6">
      {errors.form && <Alert tone="error">{errors.form}</Alert>}
      <Section title={t('venues.form.basics')}>
        <Field label={t('venues.form.name')} error={errors.name}>
          {({ id, describedBy, invalid }) => (
            <TextInput id={id} value={values.name} maxLength={120} onChange={(e) => set('name', e.target.value)} aria-describedby={describedBy} aria-invalid={invalid} autoComplete="organization" />
          )}
        </Field>
        <div className="grid gap-5 sm:grid-cols-2">
          <Field label={t('venues.venueType')} error={errors.venue_type}>
            {({ id, describedBy, invalid }) => (
              <select id={id} className={inputClasses} value={values.venue_type} onChange={(e) => set('venue_type', e.target.value)} aria-describedby={describedBy} aria-invalid={invalid}>
                <option value="">{t('venues.form.chooseType')}</option>
                {venueTypeOptions().map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field label={t('venues.form.capacity')} error={errors.capacity}>
            {({ id, describedBy, invalid }) => (
              <TextInput id={id} inputMode="numeric" value={values.capacity} onChange={(e) => set('capacity', e.target.value)} aria-describedby={describedBy} aria-invalid={invalid} />
            )}
          </Field>
        </div>
        <Field
          label={t('venues.form.address')}
          error={errors.address}
          hint={
            locating ? (
              t('venues.form.finding')
            ) : located && 'lat' in located && located.address === values.address.trim() ? (
              <span className="inline-flex items-center gap-1.5 text-emerald-700 dark:text-emerald-400">
                <Check aria-hidden="true" className="size-4" />{' '}
                {t('venues.form.onTheMap', { place: located.label === SAVED ? t('venues.form.savedLocation') : located.label, lat: located.lat.toFixed(4), lng: located.lng.toFixed(4) })}
              </span>
            ) : located && 'failed' in located && located.address === values.address.trim() ? (
              <span className="inline-flex items-start gap-1.5 text-amber-800 dark:text-amber-300">
                <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" /> {t('venues.form.notPlaced')}
              </span>
            ) : (
              t('venues.form.addressHint')
            )
          }
        >
          {({ id, describedBy, invalid }) => (
            <div className="flex gap-2">
              <TextInput
                id={id}
                value={values.address}
                maxLength={300}
                onChange={(e) => set('address', e.target.value)}
                onBlur={() => void locate()}
                aria-describedby={describedBy}
                aria-invalid={invalid}
                autoComplete="street-address"
              />
              <Button variant="secondary" onClick={() => void locate()} disabled={locating} aria-label={t('venues.form.findLabel')}>
                <LocateFixed aria-hidden="true" className="size-4" />
                <span className="hidden sm:inline">{t('venues.form.find')}</span>
              </Button>
            </div>
          )}
        </Field>
        {located && 'lat' in located && (
          <section aria-labelledby="venue-pin-heading" className="space-y-2">
            <h3 id="venue-pin-heading" className="text-sm font-medium text-ink">
              {t('venues.form.exactSpot')}
            </h3>
            <p className="text-sm text-ink-muted">{t('venues.form.exactSpotHint')}</p>
            {/* The pin is the venue's saved position (docs/decisions/0026). */}
            <PinPicker value={located} onChange={(p) => setLocated({ ...p, label: located.label, address: located.address })} />
          </section>
        )}
        <Field label={t('venues.form.description')} hint={t('venues.form.descriptionHint')}>
          {({ id, describedBy }) => (
            <div className="space-y-2">
              <TextArea id={id} value={values.description} maxLength={5000} rows={7} onChange={(e) => set('description', e.target.value)} aria-describedby={describedBy} />
              <Button variant="secondary" size="sm" onClick={generate} disabled={generating}>
                <Sparkles aria-hidden="true" className="size-4" /> {generating ? t('venues.form.writing') : t('venues.form.generate')}
              </Button>
            </div>
          )}
        </Field>
      </Section>

      <Section title={t('venues.gallery.label')} intro={t('venues.form.photosIntro')}>
        {profile && <ImageUploader userId={profile.id} media={media} setMedia={setMedia} />}
      </Section>

      <Section title={t('venues.form.booking')}>
        <div className="grid gap-5 sm:grid-cols-2">
          <Field label={t('venues.form.currency')} hint={t('venues.form.currencyHint')}>
            {({ id, describedBy }) => (
              <select
                id={id}
                className={inputClasses}
                value={values.currency}
                onChange={(e) => (setCurrencyPicked(true), set('currency', e.target.value))}
                aria-describedby={describedBy}
                data-testid="venue-currency"
              >
                {currencyOptions().map(([code, label]) => (
                  <option key={code} value={code}>
                    {label}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field label={t('venues.form.rate', { symbol })} error={errors.rate} hint={t('venues.form.rateHint')}>
            {({ id, describedBy, invalid }) => (
              <div className="relative">
                <span aria-hidden="true" className="pointer-events-none absolute start-3.5 top-1/2 -translate-y-1/2 text-ink-muted">
                  {symbol}
                </span>
                <TextInput
                  id={id}
                  inputMode={wholeAmounts ? 'numeric' : 'decimal'}
                  style={{ paddingInlineStart: `calc(${symbol.length}ch + 1.5rem)` }}
                  value={values.rate}
                  onChange={(e) => set('rate', e.target.value)}
                  aria-describedby={describedBy}
                  aria-invalid={invalid}
                  placeholder={wholeAmounts ? '0' : '0.00'}
                />
              </div>
            )}
          </Field>
          <Field label={t('venues.form.minHours')} error={errors.min_booking_hours}>
            {({ id, describedBy, invalid }) => (
              <TextInput id={id} inputMode="numeric" value={values.min_booking_hours} onChange={(e) => set('min_booking_hours', e.target.value)} aria-describedby={describedBy} aria-invalid={invalid} />
            )}
          </Field>
          <Field label={t('venues.form.setupMinutes')} error={errors.setup_time}>
            {({ id, describedBy, invalid }) => (
              <TextInput id={id} inputMode="numeric" value={values.setup_time} onChange={(e) => set('setup_time', e.target.value)} aria-describedby={describedBy} aria-invalid={invalid} />
            )}
          </Field>
        </div>
        <div className="grid gap-3 sm:grid-cols-2">
          {(
            [
              ['instant_booking', 'venues.instantBooking', 'venues.form.instantHint'],
              ['weekend_available', 'venues.form.weekends', 'venues.form.weekendsHint'],
            ] as const
          ).map(([key, label, hint]) => (
            <label key={key} className="flex min-h-11 cursor-pointer items-start gap-3 rounded-xl border border-line p-3 has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50 dark:has-[:checked]:bg-brand-900/50">
              <input type="checkbox" checked={values[key]} onChange={(e) => set(key, e.target.checked)} className="mt-0.5 size-5 accent-brand-700" />
              <span>
                <span className="block text-sm font-semibold text-ink">{t(label)}</span>
                <span className="block text-sm text-ink-muted">{t(hint)}</span>
              </span>
            </label>
          ))}
        </div>
        {/* Its own address, not the sign-in one (issue 9): no autofill, which would offer exactly that. */}
        <Field
          label={t('venues.form.contactEmail')}
          error={errors.contact_email}
          hint={t('venues.form.contactEmailHint')}
        >
          {({ id, describedBy, invalid }) => (
            <TextInput id={id} type="email" value={values.contact_email} onChange={(e) => set('contact_email', e.target.value)} aria-describedby={describedBy} aria-invalid={invalid} autoComplete="off" />
          )}
        </Field>
      </Section>

      <Section title={t('venues.amenities')} intro={t('venues.form.amenitiesIntro')}>
        <fieldset>
          <legend className="sr-only">{t('venues.amenities')}</legend>
          <div className="flex flex-wrap gap-2">
            {[...COMMON_AMENITIES, ...values.amenities.filter((a) => !(COMMON_AMENITIES as readonly string[]).includes(a))].map((a) => {
              const on = values.amenities.includes(a);
              return (
                <button
                  key={a}
                  type="button"
                  aria-pressed={on}
                  onClick={() => toggleAmenity(a)}
                  className={cn(
                    'inline-flex min-h-10 items-center gap-1.5 rounded-full border px-3 text-sm font-medium',
                    on ? 'border-brand-600 bg-brand-50 text-brand-800 dark:border-brand-400 dark:bg-brand-900/60 dark:text-brand-100' : 'border-line text-ink hover:bg-surface-sunken',
                  )}
                >
                  {on && <Check aria-hidden="true" className="size-4" />}
                  {a}
                </button>
              );
            })}
          </div>
        </fieldset>
        <div className="flex gap-2">
          <label htmlFor="venue-custom-amenity" className="sr-only">
            {t('venues.form.addAmenityLabel')}
          </label>
          <TextInput
            id="venue-custom-amenity"
            value={custom}
            maxLength={40}
            placeholder={t('venues.form.addAmenityPlaceholder')}
            onChange={(e) => setCustom(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                addCustom();
              }
            }}
          />
          <Button variant="secondary" onClick={addCustom} disabled={!custom.trim()}>
            <Plus aria-hidden="true" className="size-4" /> {t('venues.form.add')}
          </Button>
        </div>
      </Section>

      <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={() => navigate(-1)}>
          {t('venues.cancel')}
        </Button>
        <Button type="submit" size="lg" disabled={save.isPending}>
          {save.isPending ? t('venues.saving') : venue ? t('venues.form.saveChanges') : t('venues.form.publish')}
        </Button>
      </div>
    </Form>
  );
}
