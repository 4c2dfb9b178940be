import { Info } from 'lucide-react';
import { useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import {
  DRESS_CODES,
  EXPERIENCE_LEVELS,
  MAX_TAGS,
  MEETUP_LANGUAGES,
  MEETUP_TYPES,
  RECURRING_FREQUENCIES,
  meetupInput,
  type MeetupDto,
  type MeetupFormValues,
} from '../../../contracts/meetups';
import { Alert } from '../../components/ui/alert';
import { Button, buttonClasses } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Field, TextArea, TextInput, inputClasses } from '../../components/ui/field';
import { PageSkeleton } from '../../components/ui/skeleton';
import { useToast } from '../../components/ui/toast';
import { errorsFromIssues, errorsFromServer, focusFirstInvalid, type FormErrors } from '../../lib/form-errors';
import { cn } from '../../lib/cn';
import { useMeetup, useSaveMeetup, useVenue, type VenueOption } from './api';
import { SERIES_MAX_OCCURRENCES } from '../../../contracts/community';
import { bookingHorizonDate } from '../../../contracts/bookings';
import { costWords } from '../../components/venue/venue-words';
import { longDate } from '../../../contracts/format';
import { durationWords } from '../../lib/duration-words';
import { useSite } from '../../lib/site';
import { CoverPicker } from './cover-picker';
import { VenuePicker } from './venue-picker';
import { VenueWeek } from '../../components/venue/venue-week';
import { Form } from '../../components/ui/form';
import { t } from '../../lib/i18n';
import { dressCodeLabel, experienceLabel, frequencyLabel, meetupLanguageName, meetupTypeLabel } from './labels';

type Form = {
  title: string;
  description: string;
  date: string;
  time: string;
  duration: number;
  venue_id: string;
  max_attendees: string;
  tags: string;
  registration_required: boolean;
  meetup_type: (typeof MEETUP_TYPES)[number];
  target_audience: string;
  experience_level: string;
  language: string;
  is_recurring: boolean;
  recurring_frequency: string;
  /** Last date of a new series (optional; otherwise 12 dates). */
  recurring_until: string;
  has_networking_time: boolean;
  provides_refreshments: boolean;
  allows_photography: boolean;
  has_live_streaming: boolean;
  requires_dress_code: boolean;
  dress_code_type: string;
  cover_image_url: string | null;
};
type Errors = FormErrors<keyof Form>;

const DURATIONS = [30, 45, 60, 90, 120, 150, 180, 240, 300, 360, 480, 720];
const today = () => new Date().toISOString().slice(0, 10);

const blank = (): Form => ({
  title: '',
  description: '',
  date: '',
  time: '18:30',
  duration: 120,
  venue_id: '',
  max_attendees: '30',
  tags: '',
  registration_required: false,
  meetup_type: 'networking',
  target_audience: '',
  experience_level: 'all',
  language: 'English',
  is_recurring: false,
  recurring_frequency: 'monthly',
  recurring_until: '',
  has_networking_time: true,
  provides_refreshments: false,
  allows_photography: false,
  has_live_streaming: false,
  requires_dress_code: false,
  dress_code_type: 'smart_casual',
  cover_image_url: null,
});

const fromMeetup = (m: MeetupDto): Form => ({
  ...blank(),
  title: m.title,
  description: m.description,
  date: m.date,
  time: m.time,
  duration: m.duration,
  venue_id: m.venue_id ?? '',
  max_attendees: String(m.max_attendees),
  tags: m.tags.join(', '),
  registration_required: m.registration_required,
  meetup_type: m.meetup_type as Form['meetup_type'],
  target_audience: m.target_audience ?? '',
  experience_level: m.experience_level ?? 'all',
  language: m.language,
  is_recurring: m.is_recurring,
  recurring_frequency: m.recurring_frequency ?? 'monthly',
  has_networking_time: m.has_networking_time,
  provides_refreshments: m.provides_refreshments,
  allows_photography: m.allows_photography,
  has_live_streaming: m.has_live_streaming,
  requires_dress_code: m.requires_dress_code,
  dress_code_type: m.dress_code_type ?? 'smart_casual',
  cover_image_url: m.cover_image_url,
});

function toBody(f: Form): MeetupFormValues {
  return {
    title: f.title,
    description: f.description,
    date: f.date,
    time: f.time,
    duration: f.duration,
    venue_id: f.venue_id,
    max_attendees: f.max_attendees === '' ? Number.NaN : Number(f.max_attendees),
    tags: f.tags.split(',').map((tag) => tag.trim()).filter(Boolean),
    registration_required: f.registration_required,
    meetup_type: f.meetup_type,
    target_audience: f.target_audience || null,
    experience_level: (f.experience_level || null) as MeetupFormValues['experience_level'],
    language: f.language,
    is_recurring: f.is_recurring,
    recurring_frequency: f.is_recurring ? (f.recurring_frequency as MeetupFormValues['recurring_frequency']) : null,
    recurring_until: f.is_recurring && f.recurring_until ? f.recurring_until : null,
    has_networking_time: f.has_networking_time,
    provides_refreshments: f.provides_refreshments,
    allows_photography: f.allows_photography,
    has_live_streaming: f.has_live_streaming,
    requires_dress_code: f.requires_dress_code,
    dress_code_type: f.requires_dress_code ? (f.dress_code_type as MeetupFormValues['dress_code_type']) : null,
    cover_image_url: f.cover_image_url,
  };
}

/** /create-meetup (and ?edit={id} for the organiser): every meetup field of docs/product.md §3. */
export default function CreateMeetupPage() {
  const [params] = useSearchParams();
  const editId = params.get('edit') ?? undefined;
  const existing = useMeetup(editId);
  if (editId && existing.isPending) return <PageSkeleton />;
  if (editId && (existing.isError || (existing.data && !existing.data.abilities.edit))) {
    return (
      <div className="mx-auto max-w-xl px-4 py-16 text-center">
        <h1 className="text-2xl font-bold text-ink">{t('meetups.form.cannotEdit')}</h1>
        <p className="mt-2 text-ink-muted">{t('meetups.form.onlyOrganiser')}</p>
        <Link to="/meetups" className={buttonClasses('primary', 'md', 'mt-6')}>
          {t('meetups.detail.browse')}
        </Link>
      </div>
    );
  }
  return <MeetupForm key={editId ?? 'new'} existing={existing.data} initialVenueId={params.get('venueId') ?? params.get('venue') ?? undefined} />;
}

function MeetupForm({ existing, initialVenueId }: { existing?: MeetupDto; initialVenueId?: string }) {
  const [form, setForm] = useState<Form>(() => (existing ? fromMeetup(existing) : { ...blank(), venue_id: initialVenueId ?? '' }));
  const [errors, setErrors] = useState<Errors>({});
  const [picked, setPicked] = useState<VenueOption | null>(null);
  const preselected = useVenue(!picked && form.venue_id ? form.venue_id : undefined);
  const venue = picked ?? (preselected.data && preselected.data.id === form.venue_id ? preselected.data : null);
  const save = useSaveMeetup(existing?.id);
  const site = useSite();
  // The booking horizon (issue 24): the server refuses later dates; the date inputs stop there too.
  const horizon = site ? bookingHorizonDate(today(), site.booking_horizon_months) : undefined;
  const horizonText = site && horizon ? t('meetups.form.horizon', { months: site.booking_horizon_months, date: longDate(horizon) }) : undefined;
  const navigate = useNavigate();
  const { toast } = useToast();

  const set = <K extends keyof Form>(key: K, value: Form[K]) => {
    setForm((f) => ({ ...f, [key]: value }));
    if (errors[key]) setErrors((e) => ({ ...e, [key]: undefined }));
  };

  const capacity = venue?.capacity ?? 0;
  useEffect(() => {
    if (capacity > 0 && Number(form.max_attendees) > capacity && !existing) set('max_attendees', String(capacity));
  }, [capacity]); // eslint-disable-line react-hooks/exhaustive-deps

  const slotChanged = useMemo(
    () => existing && existing.booking_status === 'approved' && (existing.venue_id !== form.venue_id || existing.date !== form.date || existing.time !== form.time || existing.duration !== form.duration),
    [existing, form.venue_id, form.date, form.time, form.duration],
  );

  async function submit() {
    const body = toBody(form);
    const parsed = meetupInput.safeParse(body);
    const inputs = Object.keys(form) as (keyof Form)[];
    const next: Errors = parsed.success ? {} : errorsFromIssues(parsed.error.issues, inputs);
    if (next.max_attendees && Number.isNaN(body.max_attendees)) next.max_attendees = t('meetups.form.enterMax');
    if (capacity > 0 && Number(form.max_attendees) > capacity) next.max_attendees = t('meetups.form.holdsAtMost', { venue: venue?.name ?? '', capacity });
    // The hint under Date already says how far ahead; the error says what to do.
    if (horizon && form.date > horizon) next.date = t('meetups.form.dateBefore', { date: longDate(horizon) });
    if (horizon && form.is_recurring && form.recurring_until > horizon) next.recurring_until = t('meetups.form.endBefore', { date: longDate(horizon) });
    if (Object.keys(next).length) {
      setErrors(next);
      return focusFirstInvalid();
    }
    try {
      const m = await save.mutateAsync(body);
      toast(
        existing
          ? { type: 'success', title: t('meetups.form.updated'), message: m.booking_status === 'pending' && existing.booking_status !== 'pending' ? t('meetups.form.venueAskedAgain') : t('meetups.form.changesSaved') }
          : m.booking_status === 'approved'
            ? { type: 'success', title: t('meetups.form.confirmed'), message: t('meetups.form.confirmedBody', { venue: m.venue_name }) }
            : { type: 'success', title: t('meetups.form.requestSent'), message: t('meetups.form.requestSentBody', { venue: m.venue_name }) },
      );
      navigate(`/meetups/${m.id}`);
    } catch (err) {
      // The server names the input its refusal is about (`field`): its message goes there.
      setErrors(errorsFromServer(err, inputs, t('meetups.form.notSavedBody')));
    }
  }

  const fieldError = (k: keyof Form) => errors[k] ?? null;

  return (
    <div className="mx-auto max-w-2xl px-4 pt-6 pb-12 sm:px-6 sm:pt-10">
      <header>
        <h1 className="text-3xl font-bold tracking-tight text-ink">{existing ? t('meetups.detail.editMeetup') : t('meetups.list.create')}</h1>
        <p className="mt-1.5 text-ink-muted">
          {existing ? t('meetups.form.editIntro') : t('meetups.form.createIntro')}
        </p>
      </header>
      <Form noValidate className="mt-6 space-y-5" onSubmit={submit}>
        {errors.form && (
          <Alert tone="error" title={t('meetups.form.notSaved')}>
            {errors.form}
          </Alert>
        )}
        <Section title={t('meetups.form.basics')}>
          <Field label={t('meetups.form.title')} error={fieldError('title')}>
            {({ id, describedBy, invalid }) => (
              <TextInput id={id} value={form.title} onChange={(e) => set('title', e.target.value)} aria-describedby={describedBy} aria-invalid={invalid} maxLength={120} required />
            )}
          </Field>
          <Field label={t('meetups.form.type')}>
            {({ id }) => (
              <Select id={id} value={form.meetup_type} onChange={(v) => set('meetup_type', v as Form['meetup_type'])} options={MEETUP_TYPES.map((type) => [type, meetupTypeLabel(type)])} />
            )}
          </Field>
          <Field label={t('meetups.form.description')} hint={t('meetups.form.descriptionHint')} error={fieldError('description')}>
            {({ id, describedBy, invalid }) => (
              <TextArea id={id} value={form.description} onChange={(e) => set('description', e.target.value)} aria-describedby={describedBy} aria-invalid={invalid} rows={5} maxLength={5000} />
            )}
          </Field>
          <Field label={t('meetups.detail.tags')} hint={t('meetups.form.tagsHint', { max: MAX_TAGS })} error={fieldError('tags')}>
            {({ id, describedBy, invalid }) => <TextInput id={id} value={form.tags} onChange={(e) => set('tags', e.target.value)} aria-describedby={describedBy} aria-invalid={invalid} />}
          </Field>
        </Section>

        <Section title={t('meetups.list.when')}>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label={t('meetups.form.date')} hint={horizonText} error={fieldError('date')}>
              {({ id, describedBy, invalid }) => (
                <TextInput id={id} type="date" min={today()} max={horizon} value={form.date} onChange={(e) => set('date', e.target.value)} aria-describedby={describedBy} aria-invalid={invalid} required />
              )}
            </Field>
            <Field label={t('meetups.form.startTime')} hint={t('meetups.form.startTimeHint')} error={fieldError('time')}>
              {({ id, describedBy, invalid }) => (
                <TextInput id={id} type="time" value={form.time} onChange={(e) => set('time', e.target.value)} aria-describedby={describedBy} aria-invalid={invalid} required />
              )}
            </Field>
          </div>
          <Field label={t('meetups.form.duration')} hint={venue ? venueTerms(venue) : undefined} error={fieldError('duration')}>
            {({ id }) => <Select id={id} value={String(form.duration)} onChange={(v) => set('duration', Number(v))} options={[...new Set([...DURATIONS, form.duration])].sort((a, b) => a - b).map((d) => [String(d), durationWords(d)])} />}
          </Field>
          {/* A series is created once (issue 16); each of its dates is then edited on its own. */}
          {existing?.series_id ? (
            <p className="text-sm text-ink-muted">{t('meetups.form.seriesDate')}</p>
          ) : (
            <Toggle checked={form.is_recurring} onChange={(v) => set('is_recurring', v)} label={t('meetups.form.recurring')} />
          )}
          {form.is_recurring && !existing?.series_id && (
            <div className="grid gap-4 sm:grid-cols-2">
              <Field label={t('meetups.form.howOften')} error={fieldError('recurring_frequency')}>
                {({ id }) => <Select id={id} value={form.recurring_frequency} onChange={(v) => set('recurring_frequency', v)} options={RECURRING_FREQUENCIES.map((f) => [f, frequencyLabel(f)])} />}
              </Field>
              {!existing && (
                <Field label={t('meetups.form.repeatUntil')} hint={t('meetups.form.repeatUntilHint', { max: SERIES_MAX_OCCURRENCES })} error={fieldError('recurring_until')}>
                  {({ id, describedBy, invalid }) => (
                    <TextInput id={id} type="date" min={form.date || today()} max={horizon} value={form.recurring_until} onChange={(e) => set('recurring_until', e.target.value)} aria-describedby={describedBy} aria-invalid={invalid} />
                  )}
                </Field>
              )}
            </div>
          )}
        </Section>

        <Section title={t('meetups.form.where')}>
          <VenuePicker
            value={form.venue_id}
            selected={venue}
            onChange={(v) => {
              setPicked(v);
              set('venue_id', v.id);
            }}
            error={fieldError('venue_id')}
          />
          {venue && (
            <p className="text-sm text-ink" data-testid="venue-cost">
              <span className="font-semibold">{t('meetups.form.venueCost')}</span> {costWords((existing?.venue_id === venue.id ? existing.venue_rate_override : null) ?? venue.default_booking_rate, form.duration, venue.currency)}
              {venue.instant_booking && <span className="text-ink-muted"> · {t('meetups.form.instantBooking')}</span>}
            </p>
          )}
          {venue && (
            <VenueWeek
              key={venue.id}
              venueId={venue.id}
              title={t('meetups.form.pickTime')}
              initialDate={form.date || undefined}
              pick={{
                duration: form.duration,
                setup: 'setup_time' in venue && typeof venue.setup_time === 'number' ? venue.setup_time : 0,
                instantBooking: venue.instant_booking,
                selected: { date: form.date, time: form.time },
                onPick: ({ date, time }) => {
                  setForm((f) => ({ ...f, date, time }));
                  setErrors((e) => ({ ...e, date: undefined, time: undefined }));
                },
              }}
            />
          )}
          {slotChanged && (
            <p className="flex gap-2 rounded-xl bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-950/50 dark:text-amber-100">
              <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              {t('meetups.form.slotChanged')}
            </p>
          )}
          <CoverPicker value={form.cover_image_url} venueImage={venue?.cover_image_url ?? null} onChange={(url) => set('cover_image_url', url)} />
        </Section>

        <Section title={t('meetups.form.whoCanCome')}>
          <Field
            label={t('meetups.form.maxAttendees')}
            hint={capacity > 0 ? t('meetups.form.holdsUpTo', { venue: venue?.name ?? '', capacity }) : t('meetups.form.chooseVenueCapacity')}
            error={fieldError('max_attendees')}
          >
            {({ id, describedBy, invalid }) => (
              <TextInput
                id={id}
                type="number"
                inputMode="numeric"
                min={1}
                max={capacity || undefined}
                value={form.max_attendees}
                onChange={(e) => set('max_attendees', e.target.value)}
                aria-describedby={describedBy}
                aria-invalid={invalid}
                className="max-w-40"
              />
            )}
          </Field>
          <Field label={t('meetups.detail.audience')} hint={t('meetups.form.audienceHint')} error={fieldError('target_audience')}>
            {({ id, describedBy }) => <TextInput id={id} value={form.target_audience} onChange={(e) => set('target_audience', e.target.value)} aria-describedby={describedBy} maxLength={200} />}
          </Field>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label={t('meetups.detail.experience')}>
              {({ id }) => <Select id={id} value={form.experience_level} onChange={(v) => set('experience_level', v)} options={EXPERIENCE_LEVELS.map((l) => [l, experienceLabel(l)])} />}
            </Field>
            <Field label={t('meetups.detail.language')}>
              {({ id }) => <Select id={id} value={form.language} onChange={(v) => set('language', v)} options={[...new Set([...MEETUP_LANGUAGES, form.language])].map((l) => [l, meetupLanguageName(l)])} />}
            </Field>
          </div>
          <Toggle checked={form.registration_required} onChange={(v) => set('registration_required', v)} label={t('meetups.detail.registrationRequired')} description={t('meetups.form.registrationHint')} />
        </Section>

        <Section title={t('meetups.form.onTheDay')}>
          <Toggle checked={form.has_networking_time} onChange={(v) => set('has_networking_time', v)} label={t('meetups.detail.networkingTime')} />
          <Toggle checked={form.provides_refreshments} onChange={(v) => set('provides_refreshments', v)} label={t('meetups.detail.refreshments')} />
          <Toggle checked={form.allows_photography} onChange={(v) => set('allows_photography', v)} label={t('meetups.detail.photography')} />
          <Toggle checked={form.has_live_streaming} onChange={(v) => set('has_live_streaming', v)} label={t('meetups.detail.liveStreamed')} />
          <Toggle checked={form.requires_dress_code} onChange={(v) => set('requires_dress_code', v)} label={t('meetups.form.dressCodeRequired')} />
          {form.requires_dress_code && (
            <Field label={t('meetups.detail.dressCode')} error={fieldError('dress_code_type')}>
              {({ id }) => <Select id={id} value={form.dress_code_type} onChange={(v) => set('dress_code_type', v)} options={DRESS_CODES.map((d) => [d, dressCodeLabel(d)])} />}
            </Field>
          )}
        </Section>

        <div className="flex gap-2 pt-1">
          <Button type="submit" size="lg" className="flex-1 sm:flex-none" disabled={save.isPending}>
            {save.isPending ? t('meetups.form.saving') : existing ? t('meetups.form.saveChanges') : t('meetups.form.sendRequest')}
          </Button>
          <Link to={existing ? `/meetups/${existing.id}` : '/meetups'} className={buttonClasses('secondary', 'lg')}>
            {t('meetups.form.cancel')}
          </Link>
        </div>
        <p className="text-sm text-ink-muted">
          {t('meetups.form.footer')}
        </p>
      </Form>
    </div>
  );
}

/** The venue's rules the server enforces, said before the organiser sends the request. */
function venueTerms(v: Pick<VenueOption, 'name' | 'min_booking_hours' | 'weekend_available' | 'instant_booking'>): string {
  const terms = t(v.weekend_available ? 'meetups.form.venueTerms' : 'meetups.form.venueTermsWeekdays', { venue: v.name, hours: v.min_booking_hours });
  return `${terms} ${v.instant_booking ? t('meetups.form.venueInstant') : t('meetups.form.venueAnswers')}`;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card>
      <fieldset className="min-w-0 space-y-4">
        <legend className="mb-1 text-lg font-semibold text-ink">{title}</legend>
        {children}
      </fieldset>
    </Card>
  );
}

function Select({ id, value, onChange, options }: { id: string; value: string; onChange: (v: string) => void; options: [string, string][] }) {
  return (
    <select id={id} value={value} onChange={(e) => onChange(e.target.value)} className={cn(inputClasses, 'pe-8')}>
      {options.map(([v, l]) => (
        <option key={v} value={v}>
          {l}
        </option>
      ))}
    </select>
  );
}

function Toggle({ checked, onChange, label, description }: { checked: boolean; onChange: (v: boolean) => void; label: string; description?: string }) {
  const id = useId();
  return (
    <div className="flex items-start gap-3">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        aria-describedby={description ? `${id}-d` : undefined}
        className="mt-0.5 size-5 shrink-0 cursor-pointer rounded accent-brand-600 dark:accent-brand-400"
      />
      <label htmlFor={id} className="cursor-pointer">
        <span className="block text-sm font-medium text-ink">{label}</span>
        {description && (
          <span id={`${id}-d`} className="block text-sm text-ink-muted">
            {description}
          </span>
        )}
      </label>
    </div>
  );
}
