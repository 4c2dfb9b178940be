import { Banknote, CalendarDays, CalendarX2, Check, Clock, Mail, MapPin, PoundSterling, Repeat, Timer, Users, X } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { cancelBookingBody, rateFormsFor, rejectBody, type BookingRequestDto, type VenueManagementDto } from '../../../contracts/meetups';
import { Button, buttonClasses } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Dialog, DialogContent } from '../../components/ui/dialog';
import { Field, TextArea, inputClasses } from '../../components/ui/field';
import { useToast } from '../../components/ui/toast';
import { cn } from '../../lib/cn';
import { currencySymbol, formatMoney, minorToMajor, timeRange, longDate } from '../../../contracts/format';
import { costWords, venueDeadline } from '../../components/venue/venue-words';
import { activeLocale, t } from '../../lib/i18n';
import type { MessageId } from '../../../contracts/i18n/messages';
import { StatusBadge } from '../../components/meetup/status-badge';
import { useCancelBooking, useDecide, useRateOverride } from './api';
import { Form } from '../../components/ui/form';
import { useContractForm } from '../../lib/contract-form';
import { approvalSummary, useApproveSeries } from '../../lib/series';
import { MemberLink } from '../../components/member-link';
import { richText } from '../../lib/rich-text';

type Filter = 'pending' | 'approved' | 'rejected' | 'all';
// Ids, resolved at render time.
const LABELS: Record<Filter, MessageId> = { pending: 'venues.requests.pending', approved: 'venues.requests.approved', rejected: 'venues.requests.rejected', all: 'venues.requests.all' };
const NONE: Record<Exclude<Filter, 'pending'>, MessageId> = { approved: 'venues.requests.noneApproved', rejected: 'venues.requests.noneRejected', all: 'venues.requests.noneAll' };
const money = (minor: number, currency: string) => formatMoney(minor, currency, activeLocale());

export function RequestsPanel({ data }: { data: VenueManagementDto }) {
  const [filter, setFilter] = useState<Filter>('pending');
  if (data.venues.length === 0) {
    return (
      <div className="rounded-card border border-dashed border-line bg-surface-raised p-8 text-center">
        <p className="font-semibold text-ink">{t('venues.manage.noVenuesYet')}</p>
        <p className="mt-1 text-ink-muted">{t('venues.requests.noVenuesHint')}</p>
        <Link to="/create-venue" className={buttonClasses('primary', 'md', 'mt-4')}>
          {t('venues.addVenue')}
        </Link>
      </div>
    );
  }
  const count = (f: Filter) => (f === 'all' ? data.requests.length : data.requests.filter((r) => r.booking_status === f).length);
  const shown = filter === 'all' ? data.requests : data.requests.filter((r) => r.booking_status === filter);
  return (
    <div className="space-y-4">
      {/* Two by two on a phone: in one wrapping row "All" was left alone on a second line. */}
      <div role="group" aria-label={t('venues.requests.filter')} className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
        {(Object.keys(LABELS) as Filter[]).map((f) => (
          <button
            key={f}
            type="button"
            aria-pressed={filter === f}
            onClick={() => setFilter(f)}
            className={cn(
              'inline-flex h-9 items-center justify-center gap-1.5 rounded-full border px-3.5 text-sm font-semibold',
              filter === f ? 'border-brand-700 bg-brand-700 text-white dark:border-brand-400 dark:bg-brand-600' : 'border-line bg-surface-raised text-ink-muted hover:text-ink',
            )}
          >
            {t(LABELS[f])} <span className="tabular-nums opacity-80">{count(f)}</span>
          </button>
        ))}
      </div>
      {shown.length === 0 ? (
        <div className="rounded-card border border-dashed border-line bg-surface-raised p-8 text-center text-ink-muted" data-testid="requests-empty">
          {filter === 'pending' ? t('venues.requests.caughtUp') : t(NONE[filter])}
        </div>
      ) : (
        <ul className="space-y-4" data-testid="booking-requests">
          {shown.map((r) => (
            <RequestCard key={r.id} r={r} />
          ))}
        </ul>
      )}
    </div>
  );
}

function RequestCard({ r }: { r: BookingRequestDto }) {
  const decide = useDecide();
  const approveSeries = useApproveSeries();
  const { toast } = useToast();
  const [rejecting, setRejecting] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const fail = (err: unknown) => toast({ type: 'error', title: t('venues.requests.decisionNotSaved'), message: err instanceof Error ? err.message : t('venues.tryAgain') });

  const approve = async () => {
    try {
      await decide.mutateAsync({ id: r.id, decision: 'approve' });
      toast({ type: 'success', title: t('venues.requests.approvedToast'), message: t('venues.requests.approvedToastBody', { title: r.title, organiser: r.organizer_name }) });
    } catch (err) {
      fail(err);
    }
  };

  // One action for every pending date of a recurring series (issue 16).
  const approveAll = (seriesId: string) =>
    approveSeries.mutate(seriesId, {
      onSuccess: (res) => toast({ type: res.not_approved.length ? 'error' : 'success', title: t('venues.requests.seriesApproved'), message: approvalSummary(res) }),
      onError: fail,
    });

  return (
    <li>
      <Card className="space-y-4" data-testid="booking-request" aria-labelledby={`req-${r.id}`}>
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <StatusBadge status={r.booking_status} short cancelledBy={r.cancelled_by} />
            <h3 id={`req-${r.id}`} className="mt-2 text-lg leading-snug font-semibold text-ink">
              <Link to={`/meetups/${r.id}`} className="hover:underline" dir="auto">
                {r.title}
              </Link>
            </h3>
            <p className="text-sm text-ink-muted">
              {richText(t('venues.requests.requestedBy'), {
                member: () => <MemberLink member={{ id: r.organizer_id, name: r.organizer_name, profile_open: r.organizer_profile_open }} className="font-medium" />,
              })}
              {r.organizer_email && (
                <>
                  {/* On a phone the address takes its own line (not a "·" left hanging), 24 px tall as a tap target. */}
                  <span className="hidden sm:inline"> · </span>
                  <a href={`mailto:${r.organizer_email}`} className="flex min-h-6 w-fit max-w-full items-center gap-1 break-all text-brand-700 hover:underline sm:inline-flex dark:text-brand-300">
                    <Mail aria-hidden="true" className="size-3.5" />
                    {r.organizer_email}
                  </a>
                </>
              )}
            </p>
          </div>
        </div>
        <ul className="grid gap-2 text-sm text-ink sm:grid-cols-2">
          <li className="flex items-center gap-2">
            <CalendarDays aria-hidden="true" className="size-4 text-ink-muted" /> {longDate(r.date, { weekday: true })}
          </li>
          <li className="flex items-center gap-2">
            <Clock aria-hidden="true" className="size-4 text-ink-muted" /> <bdi dir="ltr">{timeRange(r)}</bdi>
          </li>
          <li className="flex items-center gap-2">
            <MapPin aria-hidden="true" className="size-4 text-ink-muted" /> <bdi>{r.venue_name}</bdi>
          </li>
          <li className="flex items-center gap-2">
            <Users aria-hidden="true" className="size-4 text-ink-muted" /> {t('venues.requests.placesTaken', { taken: r.attendee_count, max: r.max_attendees })}
          </li>
          <li className="flex items-center gap-2 sm:col-span-2">
            {r.venue_currency === 'GBP' ? <PoundSterling aria-hidden="true" className="size-4 text-ink-muted" /> : <Banknote aria-hidden="true" className="size-4 text-ink-muted" />} {t('venues.requests.cost', { cost: costWords(r.venue_rate_override ?? r.venue_default_booking_rate, r.duration, r.venue_currency) })}
          </li>
        </ul>
        {r.booking_status === 'pending' && r.booking_expires_at && (
          <p className="flex items-center gap-2 rounded-xl bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900 dark:bg-amber-950/50 dark:text-amber-100" data-testid="answer-by">
            <Timer aria-hidden="true" className="size-4 shrink-0" /> {t('venues.requests.answerBy', { deadline: venueDeadline(r.booking_expires_at, r.time_zone) })}
          </p>
        )}
        {r.booking_status === 'rejected' && r.rejection_reason && (
          <p className="rounded-xl bg-surface-sunken px-3 py-2 text-sm text-ink">
            {t('venues.requests.reasonGiven', { reason: r.rejection_reason })}
          </p>
        )}
        {r.booking_status === 'cancelled' && (
          <p className="rounded-xl bg-surface-sunken px-3 py-2 text-sm text-ink" data-testid="cancelled-note">
            {r.cancelled_by !== 'venue' ? t('venues.requests.cancelledByOrganiser') : r.cancellation_reason ? t('venues.requests.cancelledByVenueReason', { reason: r.cancellation_reason }) : t('venues.requests.cancelledByVenue')}
          </p>
        )}
        {r.booking_status !== 'cancelled' && <RateEditor r={r} />}
        {r.booking_status === 'pending' && (
          <div className="flex flex-col gap-2 border-t border-line pt-4 sm:flex-row">
            <Button onClick={() => void approve()} disabled={decide.isPending} className="sm:flex-1">
              <Check aria-hidden="true" className="size-4" /> {decide.isPending ? t('venues.saving') : t('venues.requests.approve')}
            </Button>
            {r.series_id && (
              <Button variant="secondary" onClick={() => approveAll(r.series_id!)} disabled={approveSeries.isPending} className="sm:flex-1">
                <Repeat aria-hidden="true" className="size-4" /> {approveSeries.isPending ? t('venues.requests.approving') : t('venues.requests.approveSeries')}
              </Button>
            )}
            <Button variant="secondary" onClick={() => setRejecting(true)} disabled={decide.isPending} className="sm:flex-1">
              <X aria-hidden="true" className="size-4" /> {t('venues.requests.reject')}
            </Button>
          </div>
        )}
        {r.abilities.cancel_booking && (
          <div className="border-t border-line pt-4">
            <Button variant="secondary" onClick={() => setCancelling(true)} className="w-full sm:w-auto">
              <CalendarX2 aria-hidden="true" className="size-4" /> {t('venues.requests.cancelBooking')}
            </Button>
          </div>
        )}
        <RejectDialog open={rejecting} onOpenChange={setRejecting} r={r} onError={fail} />
        {r.abilities.cancel_booking && <CancelBookingDialog open={cancelling} onOpenChange={setCancelling} r={r} />}
      </Card>
    </li>
  );
}

function RateEditor({ r }: { r: BookingRequestDto }) {
  const [text, setText] = useState(r.venue_rate_override === null ? '' : minorToMajor(r.venue_rate_override, r.venue_currency));
  const save = useRateOverride();
  const { toast } = useToast();
  // The contract's rateOverrideForm (pounds as typed, empty for the default rate).
  const form = useContractForm(
    rateFormsFor(r.venue_currency).override,
    ['venue_rate_override'],
    async ({ venue_rate_override: pence }) => {
      await save.mutateAsync({ id: r.id, pence });
      toast({
        type: 'success',
        title: t('venues.requests.rateSaved'),
        message: pence === null ? t('venues.requests.defaultRateApplies', { amount: money(r.venue_default_booking_rate, r.venue_currency) }) : t('venues.requests.rateForMeetup', { amount: money(pence, r.venue_currency) }),
      });
    },
    t('venues.requests.rateFailed'),
  );
  const error = form.errors.venue_rate_override ?? form.errors.form;
  const submit = () => form.submit({ venue_rate_override: text });
  return (
    <Form className="rounded-xl bg-surface-sunken p-3" onSubmit={submit}>
      <Field label={t('venues.requests.rateLabel', { symbol: currencySymbol(r.venue_currency, activeLocale()) })}
        hint={t('venues.requests.rateHint', { amount: money(r.venue_default_booking_rate, r.venue_currency) })} error={error}>
        {({ id, describedBy, invalid }) => (
          <div className="flex gap-2">
            <input
              id={id}
              inputMode="decimal"
              value={text}
              onChange={(e) => (setText(e.target.value), form.clear('venue_rate_override'), form.clear('form'))}
              placeholder={minorToMajor(r.venue_default_booking_rate, r.venue_currency)}
              aria-describedby={describedBy}
              aria-invalid={invalid}
              className={cn(inputClasses, 'max-w-40')}
            />
            <Button type="submit" variant="secondary" disabled={form.pending}>
              {form.pending ? t('venues.saving') : t('venues.requests.saveRate')}
            </Button>
          </div>
        )}
      </Field>
    </Form>
  );
}

function RejectDialog({ open, onOpenChange, r, onError }: { open: boolean; onOpenChange: (o: boolean) => void; r: BookingRequestDto; onError: (e: unknown) => void }) {
  const [reason, setReason] = useState('');
  const decide = useDecide();
  const { toast } = useToast();
  // The route's rejectBody; a refusal closes the dialog and the panel says why (onError).
  const form = useContractForm(
    rejectBody,
    ['reason'],
    async (body) => {
      try {
        await decide.mutateAsync({ id: r.id, decision: 'reject', reason: body.reason });
        onOpenChange(false);
        toast({ type: 'success', title: t('venues.requests.rejectedToast'), message: t('venues.requests.rejectedToastBody', { organiser: r.organizer_name }) });
      } catch (err) {
        onOpenChange(false);
        onError(err);
      }
    },
    t('venues.requests.rejectFailed'),
  );
  const error = form.errors.reason;
  const submit = () => form.submit({ reason });
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={t('venues.requests.rejectTitle')} description={t('venues.requests.rejectDescription', { organiser: r.organizer_name })}>
        <Form noValidate className="space-y-4" onSubmit={submit}>
          <Field label={t('venues.requests.reason')} error={error}>
            {({ id, describedBy, invalid }) => (
              <TextArea id={id} value={reason} onChange={(e) => (setReason(e.target.value), form.clear('reason'))} aria-describedby={describedBy} aria-invalid={invalid} rows={3} maxLength={500} placeholder={t('venues.requests.rejectPlaceholder')} />
            )}
          </Field>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={() => onOpenChange(false)}>
              {t('venues.cancel')}
            </Button>
            <Button type="submit" variant="danger" disabled={decide.isPending}>
              {decide.isPending ? t('venues.requests.rejecting') : t('venues.requests.rejectBooking')}
            </Button>
          </div>
        </Form>
      </DialogContent>
    </Dialog>
  );
}

/**
 * Taking back an approved booking (issue 24): the reason is required (3–500 characters, as the
 * server checks) and goes to the organiser and every attendee, in-app and by email.
 */
function CancelBookingDialog({ open, onOpenChange, r }: { open: boolean; onOpenChange: (o: boolean) => void; r: BookingRequestDto }) {
  const [reason, setReason] = useState('');
  const cancel = useCancelBooking();
  const { toast } = useToast();
  // The route's cancelBookingBody. A refusal keeps the dialog open with the reason typed, so
  // nothing is lost; the server's sentence says what to do.
  const form = useContractForm(
    cancelBookingBody,
    ['reason'],
    async (body) => {
      await cancel.mutateAsync({ id: r.id, reason: body.reason });
      onOpenChange(false);
      toast({ type: 'success', title: t('venues.requests.cancelledToast'), message: t('venues.requests.cancelledToastBody', { organiser: r.organizer_name, count: r.attendee_count }) });
    },
    t('venues.requests.cancelFailed'),
  );
  const error = form.errors.reason ?? form.errors.form;
  const submit = () => form.submit({ reason });
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={t('venues.requests.cancelTitle')}
        description={t('venues.requests.cancelDescription', { title: r.title, date: longDate(r.date, { weekday: true }), venue: r.venue_name, organiser: r.organizer_name })}
      >
        <Form noValidate className="space-y-4" onSubmit={submit}>
          <Field label={t('venues.requests.reasonRequired')} error={error}>
            {({ id, describedBy, invalid }) => (
              <TextArea
                id={id}
                value={reason}
                onChange={(e) => {
                  setReason(e.target.value);
                  form.clear('reason');
                  form.clear('form');
                }}
                aria-describedby={describedBy}
                aria-invalid={invalid}
                required
                rows={3}
                maxLength={500}
                placeholder={t('venues.requests.cancelPlaceholder')}
              />
            )}
          </Field>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={() => onOpenChange(false)}>
              {t('venues.requests.keepBooking')}
            </Button>
            <Button type="submit" variant="danger" disabled={cancel.isPending}>
              {cancel.isPending ? t('venues.requests.cancelling') : t('venues.requests.cancelBooking')}
            </Button>
          </div>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
