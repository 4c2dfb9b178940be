import { IMAGE_SIZES } from '../../../contracts/storage';
import {
  ArrowLeft,
  CalendarPlus,
  Camera,
  ClipboardCheck,
  Coffee,
  Globe2,
  Handshake,
  Languages,
  MapPin,
  Pencil,
  Radio,
  Repeat,
  Shirt,
  Target,
  Ticket,
  Trash2,
  UserRound,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import type { MeetupDto } from '../../../contracts/meetups';
import { Alert } from '../../components/ui/alert';
import { Badge } from '../../components/ui/badge';
import { Button, buttonClasses } from '../../components/ui/button';
import { LocationMap } from '../../components/map/location-map';
import { osmLink } from '../../components/map/types';
import { Card } from '../../components/ui/card';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { ShareButton } from '../../components/ui/share-button';
import { PageSkeleton } from '../../components/ui/skeleton';
import { useToast } from '../../components/ui/toast';
import { ApiRequestError, failureToast } from '../../lib/api';
import { cn } from '../../lib/cn';
import { publicLink, useSite } from '../../lib/site';
import { downloadCalendar, useAlternatives, useCancelMeetup, useMeetup, useToggleAttendance } from './api';
import { deadlineText } from '../../lib/venue-clock';
import { formatMoney, longDate } from '../../../contracts/format';
import { activeLocale, t } from '../../lib/i18n';
import { richText } from '../../lib/rich-text';
import { dressCodeLabel, experienceLabel, frequencyLabel, meetupLanguageName, meetupTypeLabel } from './labels';
import { useMeetupsLive } from '../../lib/meetups-live';
import { usePageMeta } from '../../lib/page-meta';
import { StatusBadge } from '../../components/meetup/status-badge';
import { CalendarLinks } from './calendar-links';
import { AboutMeetup, AttendeeCount, Fact, WhenFacts } from './fact';
import { StoredImage } from '../../components/stored-image';
import { useAttendees } from './attendees-api';
import { AttendeeManager } from './attendee-manager';
import { TicketCard } from './ticket-card';
import { WhosGoing } from './whos-going';
import { MemberLink } from '../../components/member-link';
import { Discussion } from './discussion';
import { SeriesPanel } from './series-panel';
import { pendingLabel } from '../../lib/pending-label';

/** The in-flight words of the attendance button: true joins, false leaves (web/lib/pending-label.ts). */
const attendanceInFlight =
  (leaving = t('meetups.detail.leaving')) =>
  (attending: boolean) =>
    attending ? t('meetups.detail.joining') : leaving;


/** /meetups/{id}: every field, attendance, Join/Leave, organiser tools, "Add to calendar". */
export default function MeetupDetailPage() {
  useMeetupsLive();
  const { meetupId } = useParams();
  const { data: m, isPending, error } = useMeetup(meetupId);
  usePageMeta(m?.title);
  if (isPending) return <PageSkeleton />;
  // A failed refresh keeps the meetup on screen (issue 27: a Leave tapped offline refetches it);
  // only a meetup never loaded shows why.
  if (!m) {
    const notFound = error instanceof ApiRequestError && (error.status === 404 || error.status === 400);
    return (
      <div className="mx-auto max-w-xl px-4 py-16 text-center">
        <h1 className="text-2xl font-bold text-ink">{notFound ? t('meetups.detail.notFound') : t('meetups.detail.loadFailed')}</h1>
        <p className="mt-2 text-ink-muted">{notFound ? t('meetups.detail.notFoundBody') : error?.message}</p>
        <Link to="/meetups" className={buttonClasses('primary', 'md', 'mt-6')}>
          {t('meetups.detail.browse')}
        </Link>
      </div>
    );
  }
  return <MeetupDetail m={m} />;
}

function MeetupDetail({ m }: { m: MeetupDto }) {
  const typeLabel = m.meetup_type ? meetupTypeLabel(m.meetup_type) : null;
  const features: [LucideIcon, string][] = [];
  if (m.has_networking_time) features.push([Handshake, t('meetups.detail.networkingTime')]);
  if (m.provides_refreshments) features.push([Coffee, t('meetups.detail.refreshments')]);
  if (m.allows_photography) features.push([Camera, t('meetups.detail.photography')]);
  if (m.has_live_streaming) features.push([Radio, t('meetups.detail.liveStreamed')]);
  if (m.registration_required) features.push([Ticket, t('meetups.detail.registrationRequired')]);

  return (
    <article className="mx-auto max-w-3xl px-4 pt-4 pb-12 sm:px-6 sm:pt-8">
      <Link to="/meetups" className="inline-flex min-h-11 items-center gap-1.5 text-sm font-semibold text-brand-700 hover:underline dark:text-brand-300">
        <ArrowLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" /> {t('meetups.detail.allMeetups')}
      </Link>

      {(m.cover_image_url ?? m.venue_image_url) && (
        <StoredImage src={m.cover_image_url ?? m.venue_image_url} alt="" priority sizes={IMAGE_SIZES.column} className="mt-2 aspect-video w-full rounded-card" />
      )}

      <header className="mt-2">
        <div className="flex flex-wrap items-center gap-2">
          {m.booking_status !== 'approved' && <StatusBadge status={m.booking_status} cancelledBy={m.cancelled_by} />}
          {m.is_past && <Badge tone="neutral">{t('meetups.detail.tookPlace')}</Badge>}
          {typeLabel && <Badge>{typeLabel}</Badge>}
        </div>
        <h1 dir="auto" className="mt-3 text-3xl leading-tight font-bold tracking-tight text-ink sm:text-4xl">{m.title}</h1>
        <p className="mt-2 flex items-center gap-1.5 text-ink-muted">
          <UserRound aria-hidden="true" className="size-4" />{' '}
          <span>{richText(t('meetups.detail.organisedBy'), { name: () => <MemberLink member={{ id: m.organizer_id, name: m.organizer_name, profile_open: m.organizer_profile_open }} className="font-medium" /> })}</span>
        </p>
      </header>

      {m.booking_status === 'pending' && (m.abilities.edit || m.abilities.set_rate) && (
        <Alert className="mt-5" title={t('meetups.detail.waitingTitle')}>
          {m.abilities.set_rate
            ? t('meetups.detail.waitingForYou')
            : t('meetups.detail.venueAsked', { venue: m.venue_name })}
          {m.booking_expires_at && <span className="mt-1 block">{t('meetups.detail.venueHasUntil', { deadline: deadlineText(m.booking_expires_at, m.time_zone) })}</span>}
          {m.abilities.set_rate && (
            <Link to="/venue-management?focus=approvals" className="ms-1 font-semibold underline">
              {t('meetups.detail.reviewRequests')}
            </Link>
          )}
        </Alert>
      )}
      {m.booking_status === 'cancelled' && (
        <Alert tone="error" className="mt-5" title={m.cancelled_by === 'venue' ? t('meetups.detail.venueCancelledTitle') : t('meetups.detail.cancelledTitle')}>
          {m.cancelled_by === 'venue' ? (
            <>
              {t('meetups.detail.venueCancelledBody', { venue: m.venue_name })}
              {m.cancellation_reason && <span className="mt-1 block">{t('meetups.detail.reasonGiven', { reason: m.cancellation_reason })}</span>}
            </>
          ) : (
            t('meetups.detail.cancelledBody')
          )}
        </Alert>
      )}
      {m.booking_status === 'rejected' && (
        <Alert tone="error" className="mt-5" title={t('meetups.detail.rejectedTitle')}>
          {m.rejection_reason && <p>{t('meetups.detail.reason', { reason: m.rejection_reason })}</p>}
          {m.abilities.edit && <p className="mt-1">{t('meetups.detail.rejectedHint')}</p>}
        </Alert>
      )}
      {m.booking_status === 'expired' && (
        <Alert tone="error" className="mt-5" title={t('meetups.detail.expiredTitle')}>
          <p>{t('meetups.detail.expiredBody', { venue: m.venue_name })}</p>
          {m.abilities.edit && <p className="mt-1">{t('meetups.detail.expiredHint')}</p>}
        </Alert>
      )}
      {(m.booking_status === 'rejected' || m.booking_status === 'expired') && m.abilities.edit && !m.is_past && <Alternatives id={m.id} />}

      <div className="mt-6 grid gap-5 lg:grid-cols-[1fr_18rem]">
        <aside className="space-y-4 lg:sticky lg:top-24 lg:order-2 lg:self-start">
          <AttendancePanel m={m} />
          <People m={m} part="aside" />
          {(m.abilities.edit || m.abilities.cancel || m.abilities.set_rate) && <OrganiserPanel m={m} />}
        </aside>
        <div className="space-y-5 lg:order-1">
          <People m={m} part="main" />
          <Card className="p-0">
            <dl className="divide-y divide-line">
              <WhenFacts m={m} />
              <Fact icon={MapPin} term={t('meetups.detail.venue')}>
                {m.venue_id ? (
                  <Link to={`/venues/${m.venue_id}`} className="font-medium text-brand-700 hover:underline dark:text-brand-300">
                    <bdi>{m.venue_name}</bdi>
                  </Link>
                ) : (
                  <bdi>{m.venue_name}</bdi>
                )}
                {m.venue_place && <span dir="auto" className="block text-sm text-ink">{m.venue_place}</span>}
                {m.venue_address && <span dir="auto" className="block text-sm text-ink-muted">{m.venue_address}</span>}
                {m.latitude !== null && m.longitude !== null && (
                  <a
                    href={osmLink({ lat: m.latitude, lng: m.longitude })}
                    target="_blank"
                    rel="noreferrer"
                    className="mt-1 inline-block text-sm font-semibold text-brand-700 hover:underline dark:text-brand-300"
                  >
                    {t('meetups.detail.openMap')}<span className="sr-only"> {t('meetups.detail.newTab')}</span>
                  </a>
                )}
              </Fact>
              <Fact icon={Languages} term={t('meetups.detail.language')}>
                {meetupLanguageName(m.language)}
              </Fact>
              {m.experience_level && (
                <Fact icon={Target} term={t('meetups.detail.experience')}>
                  {experienceLabel(m.experience_level)}
                </Fact>
              )}
              {m.target_audience && (
                <Fact icon={Users} term={t('meetups.detail.audience')}>
                  <bdi>{m.target_audience}</bdi>
                </Fact>
              )}
              {m.is_recurring && (
                <Fact icon={Repeat} term={t('meetups.detail.repeats')}>
                  {m.recurring_frequency ? frequencyLabel(m.recurring_frequency) : t('meetups.detail.regularly')}
                </Fact>
              )}
              {m.requires_dress_code && (
                <Fact icon={Shirt} term={t('meetups.detail.dressCode')}>
                  {m.dress_code_type ? dressCodeLabel(m.dress_code_type) : t('meetups.detail.required')}
                </Fact>
              )}
            </dl>
          </Card>

          <AboutMeetup description={m.description} />

          {m.series_id && <SeriesPanel seriesId={m.series_id} currentId={m.id} />}

          {(features.length > 0 || m.tags.length > 0) && (
            <section aria-labelledby="details-heading">
              <h2 id="details-heading" className="text-lg font-semibold text-ink">
                {t('meetups.detail.goodToKnow')}
              </h2>
              {features.length > 0 && (
                <ul className="mt-3 grid gap-2 sm:grid-cols-2">
                  {features.map(([Icon, text]) => (
                    <li key={text} className="flex items-center gap-2 rounded-xl bg-surface-raised px-3 py-2.5 text-sm font-medium text-ink ring-1 ring-line">
                      <Icon aria-hidden="true" className="size-4 text-brand-600 dark:text-brand-300" />
                      {text}
                    </li>
                  ))}
                </ul>
              )}
              {m.tags.length > 0 && (
                <ul className="mt-3 flex flex-wrap gap-2" aria-label={t('meetups.detail.tags')}>
                  {m.tags.map((tag) => (
                    <li key={tag}>
                      <Link to={`/meetups?q=${encodeURIComponent(tag)}`} className="inline-flex min-h-8 items-center rounded-full border border-line bg-surface-raised px-3 text-sm text-ink-muted hover:text-ink">
                        <bdi>#{tag}</bdi>
                      </Link>
                    </li>
                  ))}
                </ul>
              )}
            </section>
          )}
          <LocationMap name={m.venue_name} address={m.venue_address} latitude={m.latitude} longitude={m.longitude} headingClassName="text-lg" />

          <Discussion meetupId={m.id} />
        </div>
      </div>
    </article>
  );
}

function AttendancePanel({ m }: { m: MeetupDto }) {
  const { toast } = useToast();
  const site = useSite();
  const toggle = useToggleAttendance(m.id);
  const [fullMessage, setFullMessage] = useState<string | null>(null);
  const [confirmLeave, setConfirmLeave] = useState(false);
  const fill = Math.min(100, Math.round((m.attendee_count / m.max_attendees) * 100));
  const canJoinNow = m.abilities.join && !m.is_attending;

  const act = async (attending: boolean) => {
    setFullMessage(null);
    try {
      const r = await toggle.mutateAsync(attending);
      if (r.waitlisted) toast({ type: 'info', title: t('meetups.detail.isFull'), message: t('meetups.detail.waitlistToast', { position: r.position ?? 0 }) });
      else if (r.requested) toast({ type: 'success', title: t('meetups.detail.requestSent'), message: t('meetups.detail.requestSentBody') });
      else if (!attending && !m.is_attending) toast({ type: 'success', title: m.is_requested ? t('meetups.detail.requestWithdrawn') : t('meetups.detail.leftWaitlist'), message: t('meetups.detail.joinAgainAnyTime') });
      else toast({ type: 'success', title: r.attending ? t('meetups.detail.goingToast') : t('meetups.detail.leftToast'), message: r.attending ? t('meetups.detail.remindToast', { title: m.title }) : t('meetups.detail.placeFreeToast') });
    } catch (err) {
      if (err instanceof ApiRequestError && err.code === 'meetup_full') setFullMessage(t('meetups.detail.isFull'));
      // The shell says why and offers Resend (web/features/auth/confirm-email-banner.tsx).
      else if (err instanceof ApiRequestError && err.code === 'email_not_confirmed') return;
      else toast(failureToast(err));
    }
  };

  return (
    <Card className="space-y-4" data-testid="attendance-panel">
      <div>
        <AttendeeCount m={m} />
        <div
          className="mt-2 h-2 overflow-hidden rounded-full bg-surface-sunken"
          role="progressbar"
          aria-label={t('meetups.detail.placesTaken')}
          aria-valuemin={0}
          aria-valuemax={m.max_attendees}
          aria-valuenow={m.attendee_count}
        >
          <div className={cn('h-full rounded-full transition-[width]', m.is_full ? 'bg-amber-500' : 'bg-brand-600 dark:bg-brand-400')} style={{ width: `${fill}%` }} />
        </div>
      </div>

      {m.abilities.edit && !m.is_attending && !m.abilities.join && m.booking_status === 'approved' && !m.is_past ? (
        <p className="rounded-xl bg-brand-50 px-3 py-2 text-sm font-semibold text-brand-900 dark:bg-brand-900/50 dark:text-brand-100">{t('meetups.detail.hosting')}</p>
      ) : m.booking_status === 'cancelled' ? (
        <p className="text-sm text-ink-muted">{t('meetups.detail.cancelledNothing')}</p>
      ) : m.waitlist_position !== null ? (
        <div className="space-y-2" data-testid="waitlist-state">
          <p className="rounded-xl bg-amber-50 px-3 py-2 text-sm font-semibold text-amber-900 dark:bg-amber-950/60 dark:text-amber-100">
            {t('meetups.detail.onWaitlist', { position: m.waitlist_position })}
          </p>
          <p className="text-sm text-ink-muted">{t('meetups.detail.waitlistHint')}</p>
          <Button variant="secondary" className="w-full" onClick={() => void act(false)} disabled={toggle.isPending}>
            {pendingLabel(toggle, t('meetups.detail.leaveWaitlist'), attendanceInFlight())}
          </Button>
        </div>
      ) : m.is_requested ? (
        <div className="space-y-2">
          <p className="rounded-xl bg-brand-50 px-3 py-2 text-sm font-semibold text-brand-900 dark:bg-brand-900/50 dark:text-brand-100">{t('meetups.detail.requestSent')}</p>
          <p className="text-sm text-ink-muted">{t('meetups.detail.requestHint')}</p>
          <Button variant="secondary" className="w-full" onClick={() => void act(false)} disabled={toggle.isPending}>
            {pendingLabel(toggle, t('meetups.detail.withdrawRequest'), attendanceInFlight(t('meetups.detail.withdrawing')))}
          </Button>
        </div>
      ) : m.is_attending ? (
        <div className="space-y-2">
          <p className="rounded-xl bg-emerald-50 px-3 py-2 text-sm font-semibold text-emerald-900 dark:bg-emerald-950/60 dark:text-emerald-100">{t('meetups.detail.youreGoing')}</p>
          <Button variant="secondary" className="w-full" onClick={() => setConfirmLeave(true)} disabled={toggle.isPending}>
            {pendingLabel(toggle, t('meetups.detail.leaveMeetup'), attendanceInFlight())}
          </Button>
          <ConfirmDialog
            open={confirmLeave}
            onOpenChange={setConfirmLeave}
            title={t('meetups.detail.leaveConfirm', { title: m.title })}
            description={
              m.is_full
                ? t('meetups.detail.leaveFullBody')
                : t('meetups.detail.leaveBody')
            }
            confirmLabel={t('meetups.detail.leaveMeetup')}
            pendingLabel={pendingLabel(toggle, t('meetups.detail.leaving'), attendanceInFlight())}
            keepLabel={t('meetups.detail.stay')}
            pending={toggle.isPending}
            onConfirm={() => {
              setConfirmLeave(false);
              void act(false);
            }}
          />
        </div>
      ) : canJoinNow ? (
        <Button className="w-full" size="lg" onClick={() => void act(true)} disabled={toggle.isPending}>
          {pendingLabel(toggle, m.registration_required ? t('meetups.detail.requestToJoin') : m.is_full ? t('meetups.detail.joinWaitlist') : t('meetups.detail.joinMeetup'), attendanceInFlight())}
        </Button>
      ) : (
        <p className="text-sm text-ink-muted">
          {m.is_past
            ? t('meetups.detail.alreadyTookPlace')
            : m.booking_status === 'rejected'
              ? t('meetups.detail.rejectedNoJoin')
              : m.booking_status === 'expired'
                ? t('meetups.detail.expiredNoJoin')
                : m.booking_status !== 'approved'
                  ? t('meetups.detail.joinOnceApproved')
                  : t('meetups.detail.partnersCanJoin')}
        </p>
      )}
      {(fullMessage || (m.is_full && !m.is_attending && m.abilities.join && m.waitlist_position === null)) && (
        <p role="alert" className="text-sm font-semibold text-amber-800 dark:text-amber-200" data-testid="full-message">
          {t('meetups.detail.isFull')}
        </p>
      )}

      {/* Only approved meetups have a public page (/m/{id}) to share. */}
      {m.booking_status === 'approved' && <ShareButton url={publicLink(site, `/m/${m.id}`)} title={m.title} className="w-full" />}
      {/* A cancelled or rejected meetup is not offered for calendars: it will not take place. */}
      {m.booking_status !== 'cancelled' && m.booking_status !== 'rejected' && (
        <>
          <Button
            variant="secondary"
            className="w-full"
            onClick={() =>
              downloadCalendar(m).catch(() => toast({ type: 'error', title: t('meetups.detail.calendarFailed'), message: t('meetups.detail.tryAgainMoment') }))
            }
          >
            <CalendarPlus aria-hidden="true" className="size-4" /> {t('meetups.detail.addToCalendar')}
          </Button>
          {/* An approved meetup's event names its public page: wait for the public origin (GET /api/site) rather than leave it out. */}
          {(m.booking_status !== 'approved' || site) && <CalendarLinks m={m} link={m.booking_status === 'approved' ? publicLink(site, `/m/${m.id}`) : null} />}
        </>
      )}
    </Card>
  );
}

/** Issue 15: the attendee's ticket, who's going, and for the organiser and co-hosts the full list and tools. */
function People({ m, part }: { m: MeetupDto; part: 'aside' | 'main' }) {
  const manage = m.abilities.manage_attendees;
  // One query (shared by key) feeds both parts; the realtime refresh of the meetup refreshes it.
  const { data: list } = useAttendees(m.id, (m.is_attending || manage) && m.booking_status !== 'pending');
  if (part === 'main') return list?.manage && m.booking_status === 'approved' ? <AttendeeManager meetupId={m.id} list={list} canMessage={!m.is_past} /> : null;
  return (
    <>
      {m.is_attending && m.booking_status === 'approved' && !m.is_past && <TicketCard meetupId={m.id} title={m.title} />}
      {list && <WhosGoing list={list} />}
    </>
  );
}

function OrganiserPanel({ m }: { m: MeetupDto }) {
  const [confirm, setConfirm] = useState(false);
  const cancel = useCancelMeetup();
  const navigate = useNavigate();
  const { toast } = useToast();
  return (
    <Card className="space-y-3">
      <h2 className="text-sm font-semibold tracking-wide text-ink-muted uppercase">{m.abilities.edit ? t('meetups.detail.organiserTools') : t('meetups.detail.venueTools')}</h2>
      {m.venue_rate_override !== null && (
        <p className="text-sm text-ink">
          {richText(t('meetups.detail.agreedRate', { amount: formatMoney(m.venue_rate_override, m.venue_currency, activeLocale()) }), { b: (w) => <span className="font-semibold">{w}</span> })}
        </p>
      )}
      {m.abilities.edit && (
        <Link to={`/create-meetup?edit=${m.id}`} className={buttonClasses('secondary', 'md', 'w-full')}>
          <Pencil aria-hidden="true" className="size-4" /> {t('meetups.detail.editMeetup')}
        </Link>
      )}
      {m.abilities.set_rate && (
        <Link to="/venue-management?focus=approvals" className={buttonClasses('secondary', 'md', 'w-full')}>
          <ClipboardCheck aria-hidden="true" className="size-4" /> {t('meetups.detail.venueManagement')}
        </Link>
      )}
      {m.abilities.cancel && !m.is_past && (
        <>
          <Button variant="ghost" className="w-full text-red-700 hover:bg-red-50 dark:text-red-400 dark:hover:bg-red-950/40" onClick={() => setConfirm(true)}>
            <Trash2 aria-hidden="true" className="size-4" /> {m.series_id ? t('meetups.detail.cancelDate') : t('meetups.detail.cancelMeetup')}
          </Button>
          {/* One date of a series (issue 27): name the date and say the rest of the series goes on. */}
          <ConfirmDialog
            open={confirm}
            onOpenChange={setConfirm}
            title={m.series_id ? t('meetups.detail.cancelDateConfirm', { date: longDate(m.date, { weekday: true }) }) : t('meetups.detail.cancelConfirm')}
            description={t(m.series_id ? 'meetups.detail.cancelDateBody' : 'meetups.detail.cancelBody', { count: m.attendee_count })}
            confirmLabel={m.series_id ? t('meetups.detail.cancelDate') : t('meetups.detail.cancelMeetup')}
            pendingLabel={t('meetups.detail.cancelling')}
            keepLabel={m.series_id ? t('meetups.detail.keepDate') : t('meetups.detail.keepMeetup')}
            pending={cancel.isPending}
            onConfirm={async () => {
              try {
                await cancel.mutateAsync(m.id);
                toast({ type: 'success', title: m.series_id ? t('meetups.detail.dateCancelled') : t('meetups.detail.meetupCancelled'), message: t('meetups.detail.toldToast') });
                navigate('/meetups');
              } catch (err) {
                toast(failureToast(err, t('meetups.detail.couldNotCancel')));
              }
            }}
          />
        </>
      )}
      <p className="flex items-center gap-1.5 text-xs text-ink-muted">
        <Globe2 aria-hidden="true" className="size-3.5" />
        {m.booking_status === 'approved' ? t('meetups.detail.visibleAll') : t('meetups.detail.visibleFew')}
      </p>
    </Card>
  );
}

/** Venues free at this meetup's time that hold its attendees, nearest first (issue 12). */
function Alternatives({ id }: { id: string }) {
  const { data } = useAlternatives(id, true);
  if (!data) return null;
  return (
    <Card className="mt-4" data-testid="alternatives">
      <h2 className="text-sm font-semibold tracking-wide text-ink-muted uppercase">{t('meetups.detail.freeNearby')}</h2>
      {data.alternatives.length === 0 ? (
        <p className="mt-2 text-sm text-ink-muted">{data.none_reason ?? t('meetups.detail.noneFree')} {t('meetups.detail.tryAnother')}</p>
      ) : (
        <ul className="mt-2 divide-y divide-line">
          {data.alternatives.map((a) => (
            <li key={a.venue_id} className="flex items-center justify-between gap-3 py-2">
              <Link to={`/venues/${a.venue_id}`} className="min-w-0 font-medium text-brand-700 hover:underline dark:text-brand-300">
                <bdi>{a.name}</bdi>
                <span dir="auto" className="block truncate text-sm font-normal text-ink-muted">{a.address}</span>
              </Link>
              <span className="shrink-0 text-end text-sm text-ink-muted tabular-nums">
                {t('meetups.detail.km', { distance: a.distance_km })}
                <span className="block">{a.default_booking_rate > 0 ? t('meetups.detail.perHour', { amount: formatMoney(a.default_booking_rate, a.currency, activeLocale()) }) : t('meetups.detail.free')}</span>
              </span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
