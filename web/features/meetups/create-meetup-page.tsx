import { Info } from 'lucide-react';
import { useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import {
  DRESS_CODES,
  DRESS_CODE_LABELS,
  EXPERIENCE_LABELS,
  EXPERIENCE_LEVELS,
  FREQUENCY_LABELS,
  MAX_TAGS,
  MEETUP_LANGUAGES,
  MEETUP_TYPES,
  MEETUP_TYPE_LABELS,
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
import { bookingCostText, bookingHorizonDate } from '../../../contracts/bookings';
import { durationText, longDate } from '../../../contracts/format';
import { useSite } from '../../lib/site';
import { CoverPicker } from './cover-picker';
import { VenuePicker } from './venue-picker';
import { VenueWeek } from '../../components/venue/venue-week';
import { Form } from '../../components/ui/form';

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
    tags: f.tags.split(',').map((t) => t.trim()).filter(Boolean),
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
        <h1 className="text-2xl font-bold text-ink">You cannot edit this meetup</h1>
        <p className="mt-2 text-ink-muted">Only its organiser can change it.</p>
        <Link to="/meetups" className={buttonClasses('primary', 'md', 'mt-6')}>
          Browse Global Meetups
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
  const horizonText = site && horizon ? `Bookings can be made up to ${site.booking_horizon_months} months ahead, until ${longDate(horizon)}.` : undefined;
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
    if (next.max_attendees && Number.isNaN(body.max_attendees)) next.max_attendees = 'Enter how many people can attend.';
    if (capacity > 0 && Number(form.max_attendees) > capacity) next.max_attendees = `${venue?.name} holds at most ${capacity} people.`;
    // The hint under Date already says how far ahead; the error says what to do.
    if (horizon && form.date > horizon) next.date = `Choose a date on or before ${longDate(horizon)}.`;
    if (horizon && form.is_recurring && form.recurring_until > horizon) next.recurring_until = `End the series on or before ${longDate(horizon)}.`;
    if (Object.keys(next).length) {
      setErrors(next);
      return focusFirstInvalid();
    }
    try {
      const m = await save.mutateAsync(body);
      toast(
        existing
          ? { type: 'success', title: 'Meetup updated', message: m.booking_status === 'pending' && existing.booking_status !== 'pending' ? 'The venue has been asked to approve the new details.' : 'Your changes are saved.' }
          : m.booking_status === 'approved'
            ? { type: 'success', title: 'Booking confirmed', message: `${m.venue_name} takes instant bookings: your meetup is live.` }
            : { type: 'success', title: 'Booking request sent', message: `${m.venue_name} will review it. You'll be notified when they decide.` },
      );
      navigate(`/meetups/${m.id}`);
    } catch (err) {
      // The server names the input its refusal is about (`field`): its message goes there.
      setErrors(errorsFromServer(err, inputs, 'The meetup could not be saved. Please try again.'));
    }
  }

  const fieldError = (k: keyof Form) => errors[k] ?? null;

  return (
    <div className="mx-auto max-w-2xl px-4 pt-6 pb-12 sm:px-6 sm:pt-10">
      <header>
        <h1 className="text-3xl font-bold tracking-tight text-ink">{existing ? 'Edit meetup' : 'Create Meetup'}</h1>
        <p className="mt-1.5 text-ink-muted">
          {existing ? 'Changes to the venue, date, time or length go back to the venue for approval.' : 'Choose a partner venue and tell people what to expect. The venue approves the booking before it goes live.'}
        </p>
      </header>
      <Form noValidate className="mt-6 space-y-5" onSubmit={submit}>
        {errors.form && (
          <Alert tone="error" title="Not saved">
            {errors.form}
          </Alert>
        )}
        <Section title="The basics">
          <Field label="Title" error={fieldError('title')}>
            {({ id, describedBy, invalid }) => (
              <TextInput id={id} value={form.title} onChange={(e) => set('title', e.target.value)} aria-describedby={describedBy} aria-invalid={invalid} maxLength={120} required />
            )}
          </Field>
          <Field label="Type of meetup">
            {({ id }) => (
              <Select id={id} value={form.meetup_type} onChange={(v) => set('meetup_type', v as Form['meetup_type'])} options={MEETUP_TYPES.map((t) => [t, MEETUP_TYPE_LABELS[t]])} />
            )}
          </Field>
          <Field label="Description" hint="What will happen, who is speaking, what to bring." error={fieldError('description')}>
            {({ id, describedBy, invalid }) => (
              <TextArea id={id} value={form.description} onChange={(e) => set('description', e.target.value)} aria-describedby={describedBy} aria-invalid={invalid} rows={5} maxLength={5000} />
            )}
          </Field>
          <Field label="Tags" hint={`Separate with commas, up to ${MAX_TAGS}. For example: open data, housing, transport`} error={fieldError('tags')}>
            {({ id, describedBy, invalid }) => <TextInput id={id} value={form.tags} onChange={(e) => set('tags', e.target.value)} aria-describedby={describedBy} aria-invalid={invalid} />}
          </Field>
        </Section>

        <Section title="When">
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label="Date" hint={horizonText} error={fieldError('date')}>
              {({ id, describedBy, invalid }) => (
                <TextInput id={id} type="date" min={today()} max={horizon} value={form.date} onChange={(e) => set('date', e.target.value)} aria-describedby={describedBy} aria-invalid={invalid} required />
              )}
            </Field>
            <Field label="Start time" hint="Local time at the venue." error={fieldError('time')}>
              {({ id, describedBy, invalid }) => (
                <TextInput id={id} type="time" value={form.time} onChange={(e) => set('time', e.target.value)} aria-describedby={describedBy} aria-invalid={invalid} required />
              )}
            </Field>
          </div>
          <Field label="Duration" hint={venue ? venueTerms(venue) : undefined} error={fieldError('duration')}>
            {({ id }) => <Select id={id} value={String(form.duration)} onChange={(v) => set('duration', Number(v))} options={[...new Set([...DURATIONS, form.duration])].sort((a, b) => a - b).map((d) => [String(d), durationText(d)])} />}
          </Field>
          {/* A series is created once (issue 16); each of its dates is then edited on its own. */}
          {existing?.series_id ? (
            <p className="text-sm text-ink-muted">This date is part of a series: changes here apply to this date only.</p>
          ) : (
            <Toggle checked={form.is_recurring} onChange={(v) => set('is_recurring', v)} label="This is a recurring meetup" />
          )}
          {form.is_recurring && !existing?.series_id && (
            <div className="grid gap-4 sm:grid-cols-2">
              <Field label="How often" error={fieldError('recurring_frequency')}>
                {({ id }) => <Select id={id} value={form.recurring_frequency} onChange={(v) => set('recurring_frequency', v)} options={RECURRING_FREQUENCIES.map((f) => [f, FREQUENCY_LABELS[f]])} />}
              </Field>
              {!existing && (
                <Field label="Repeat until" hint={`Optional. Without an end date the series has ${SERIES_MAX_OCCURRENCES} dates (at most ${SERIES_MAX_OCCURRENCES}). Each date is its own booking the venue approves.`} error={fieldError('recurring_until')}>
                  {({ id, describedBy, invalid }) => (
                    <TextInput id={id} type="date" min={form.date || today()} max={horizon} value={form.recurring_until} onChange={(e) => set('recurring_until', e.target.value)} aria-describedby={describedBy} aria-invalid={invalid} />
                  )}
                </Field>
              )}
            </div>
          )}
        </Section>

        <Section title="Where">
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
              <span className="font-semibold">Venue cost:</span> {bookingCostText((existing?.venue_id === venue.id ? existing.venue_rate_override : null) ?? venue.default_booking_rate, form.duration, venue.currency)}
              {venue.instant_booking && <span className="text-ink-muted"> · Instant booking: confirmed at once if the time is free.</span>}
            </p>
          )}
          {venue && (
            <VenueWeek
              key={venue.id}
              venueId={venue.id}
              title="Pick a free time"
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
              Saving sends a new booking request: the meetup is hidden from members until the venue approves it again.
            </p>
          )}
          <CoverPicker value={form.cover_image_url} venueImage={venue?.cover_image_url ?? null} onChange={(url) => set('cover_image_url', url)} />
        </Section>

        <Section title="Who can come">
          <Field
            label="Maximum attendees"
            hint={capacity > 0 ? `${venue?.name} holds up to ${capacity} people.` : 'Choose a venue to see its capacity.'}
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
          <Field label="Who it is for" hint="Optional. For example: council officers and civic technologists" error={fieldError('target_audience')}>
            {({ id, describedBy }) => <TextInput id={id} value={form.target_audience} onChange={(e) => set('target_audience', e.target.value)} aria-describedby={describedBy} maxLength={200} />}
          </Field>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label="Experience level">
              {({ id }) => <Select id={id} value={form.experience_level} onChange={(v) => set('experience_level', v)} options={EXPERIENCE_LEVELS.map((l) => [l, EXPERIENCE_LABELS[l]])} />}
            </Field>
            <Field label="Language">
              {({ id }) => <Select id={id} value={form.language} onChange={(v) => set('language', v)} options={[...new Set([...MEETUP_LANGUAGES, form.language])].map((l) => [l, l])} />}
            </Field>
          </div>
          <Toggle checked={form.registration_required} onChange={(v) => set('registration_required', v)} label="Registration required" description="Attendees must join here before they come." />
        </Section>

        <Section title="On the day">
          <Toggle checked={form.has_networking_time} onChange={(v) => set('has_networking_time', v)} label="Networking time" />
          <Toggle checked={form.provides_refreshments} onChange={(v) => set('provides_refreshments', v)} label="Refreshments provided" />
          <Toggle checked={form.allows_photography} onChange={(v) => set('allows_photography', v)} label="Photography allowed" />
          <Toggle checked={form.has_live_streaming} onChange={(v) => set('has_live_streaming', v)} label="Live streamed" />
          <Toggle checked={form.requires_dress_code} onChange={(v) => set('requires_dress_code', v)} label="Dress code required" />
          {form.requires_dress_code && (
            <Field label="Dress code" error={fieldError('dress_code_type')}>
              {({ id }) => <Select id={id} value={form.dress_code_type} onChange={(v) => set('dress_code_type', v)} options={DRESS_CODES.map((d) => [d, DRESS_CODE_LABELS[d]])} />}
            </Field>
          )}
        </Section>

        <div className="flex gap-2 pt-1">
          <Button type="submit" size="lg" className="flex-1 sm:flex-none" disabled={save.isPending}>
            {save.isPending ? 'Saving…' : existing ? 'Save changes' : 'Send booking request'}
          </Button>
          <Link to={existing ? `/meetups/${existing.id}` : '/meetups'} className={buttonClasses('secondary', 'lg')}>
            Cancel
          </Link>
        </div>
        <p className="text-sm text-ink-muted">
          The venue owner is notified straight away. We remind attendees the day before.
        </p>
      </Form>
    </div>
  );
}

/** The venue's rules the server enforces, said before the organiser sends the request. */
function venueTerms(v: Pick<VenueOption, 'name' | 'min_booking_hours' | 'weekend_available' | 'instant_booking'>): string {
  const hours = `${v.min_booking_hours} ${v.min_booking_hours === 1 ? 'hour' : 'hours'}`;
  const notice = v.instant_booking ? ' It confirms free times at once.' : ' It answers requests within 72 hours, so book at least a day ahead.';
  return `${v.name} takes bookings of at least ${hours}${v.weekend_available ? '' : ', on weekdays only'}.${notice}`;
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
    <select id={id} value={value} onChange={(e) => onChange(e.target.value)} className={cn(inputClasses, 'pr-8')}>
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
