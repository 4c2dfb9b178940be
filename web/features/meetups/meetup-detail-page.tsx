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
import {
  DRESS_CODE_LABELS,
  EXPERIENCE_LABELS,
  FREQUENCY_LABELS,
  MEETUP_TYPE_LABELS,
  type MeetupDto,
} from '../../../contracts/meetups';
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
import { formatMoney, longDate, plural } from '../../../contracts/format';
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
import { attendanceInFlight, pendingLabel } from '../../lib/pending-label';

const label = <T extends string>(map: Record<T, string>, v: string | null) => (v ? (map[v as T] ?? v) : null);

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
        <h1 className="text-2xl font-bold text-ink">{notFound ? 'Meetup not found' : 'This meetup could not be loaded'}</h1>
        <p className="mt-2 text-ink-muted">{notFound ? 'It may have been cancelled, or the link is incomplete.' : error?.message}</p>
        <Link to="/meetups" className={buttonClasses('primary', 'md', 'mt-6')}>
          Browse Global Meetups
        </Link>
      </div>
    );
  }
  return <MeetupDetail m={m} />;
}

function MeetupDetail({ m }: { m: MeetupDto }) {
  const typeLabel = label(MEETUP_TYPE_LABELS, m.meetup_type);
  const features: [LucideIcon, string][] = [];
  if (m.has_networking_time) features.push([Handshake, 'Networking time']);
  if (m.provides_refreshments) features.push([Coffee, 'Refreshments provided']);
  if (m.allows_photography) features.push([Camera, 'Photography allowed']);
  if (m.has_live_streaming) features.push([Radio, 'Live streamed']);
  if (m.registration_required) features.push([Ticket, 'Registration required']);

  return (
    <article className="mx-auto max-w-3xl px-4 pt-4 pb-12 sm:px-6 sm:pt-8">
      <Link to="/meetups" className="inline-flex min-h-11 items-center gap-1.5 text-sm font-semibold text-brand-700 hover:underline dark:text-brand-300">
        <ArrowLeft aria-hidden="true" className="size-4" /> All meetups
      </Link>

      {(m.cover_image_url ?? m.venue_image_url) && (
        <StoredImage src={m.cover_image_url ?? m.venue_image_url} alt="" priority sizes={IMAGE_SIZES.column} className="mt-2 aspect-video w-full rounded-card" />
      )}

      <header className="mt-2">
        <div className="flex flex-wrap items-center gap-2">
          {m.booking_status !== 'approved' && <StatusBadge status={m.booking_status} cancelledBy={m.cancelled_by} />}
          {m.is_past && <Badge tone="neutral">Took place</Badge>}
          {typeLabel && <Badge>{typeLabel}</Badge>}
        </div>
        <h1 className="mt-3 text-3xl leading-tight font-bold tracking-tight text-ink sm:text-4xl">{m.title}</h1>
        <p className="mt-2 flex items-center gap-1.5 text-ink-muted">
          <UserRound aria-hidden="true" className="size-4" /> Organised by <MemberLink member={{ id: m.organizer_id, name: m.organizer_name, profile_open: m.organizer_profile_open }} className="font-medium" />
        </p>
      </header>

      {m.booking_status === 'pending' && (m.abilities.edit || m.abilities.set_rate) && (
        <Alert className="mt-5" title="Waiting for the venue">
          {m.abilities.set_rate
            ? 'This booking request is waiting for your decision.'
            : `${m.venue_name} has been asked to approve this booking. Members can join once it is approved.`}
          {m.booking_expires_at && <span className="mt-1 block">The venue has until {deadlineText(m.booking_expires_at, m.time_zone)} (venue time) to answer; after that the request expires.</span>}
          {m.abilities.set_rate && (
            <Link to="/venue-management?focus=approvals" className="ml-1 font-semibold underline">
              Review requests
            </Link>
          )}
        </Alert>
      )}
      {m.booking_status === 'cancelled' && (
        <Alert tone="error" className="mt-5" title={m.cancelled_by === 'venue' ? 'The venue cancelled this booking' : 'This meetup has been cancelled'}>
          {m.cancelled_by === 'venue' ? (
            <>
              {m.venue_name} cancelled the booking, so it will not take place there. The organiser and attendees have been told.
              {m.cancellation_reason && <span className="mt-1 block">Reason given: {m.cancellation_reason}</span>}
            </>
          ) : (
            'The organiser cancelled it, so it will not take place. Attendees have been told.'
          )}
        </Alert>
      )}
      {m.booking_status === 'rejected' && (
        <Alert tone="error" className="mt-5" title="The venue rejected this booking">
          {m.rejection_reason && <p>Reason: {m.rejection_reason}</p>}
          {m.abilities.edit && <p className="mt-1">Change the date, time or venue and save to send a new request.</p>}
        </Alert>
      )}
      {m.booking_status === 'expired' && (
        <Alert tone="error" className="mt-5" title="The request expired">
          <p>{m.venue_name} did not answer in time, so the time is not held for you.</p>
          {m.abilities.edit && <p className="mt-1">Save the meetup again, or choose another venue or date, to send a new request.</p>}
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
              <Fact icon={MapPin} term="Venue">
                {m.venue_id ? (
                  <Link to={`/venues/${m.venue_id}`} className="font-medium text-brand-700 hover:underline dark:text-brand-300">
                    {m.venue_name}
                  </Link>
                ) : (
                  m.venue_name
                )}
                {m.venue_place && <span className="block text-sm text-ink">{m.venue_place}</span>}
                {m.venue_address && <span className="block text-sm text-ink-muted">{m.venue_address}</span>}
                {m.latitude !== null && m.longitude !== null && (
                  <a
                    href={osmLink({ lat: m.latitude, lng: m.longitude })}
                    target="_blank"
                    rel="noreferrer"
                    className="mt-1 inline-block text-sm font-semibold text-brand-700 hover:underline dark:text-brand-300"
                  >
                    Open map<span className="sr-only"> (opens in a new tab)</span>
                  </a>
                )}
              </Fact>
              <Fact icon={Languages} term="Language">
                {m.language}
              </Fact>
              {m.experience_level && (
                <Fact icon={Target} term="Experience level">
                  {label(EXPERIENCE_LABELS, m.experience_level)}
                </Fact>
              )}
              {m.target_audience && (
                <Fact icon={Users} term="Who it is for">
                  {m.target_audience}
                </Fact>
              )}
              {m.is_recurring && (
                <Fact icon={Repeat} term="Repeats">
                  {label(FREQUENCY_LABELS, m.recurring_frequency) ?? 'Regularly'}
                </Fact>
              )}
              {m.requires_dress_code && (
                <Fact icon={Shirt} term="Dress code">
                  {label(DRESS_CODE_LABELS, m.dress_code_type) ?? 'Required'}
                </Fact>
              )}
            </dl>
          </Card>

          <AboutMeetup description={m.description} />

          {m.series_id && <SeriesPanel seriesId={m.series_id} currentId={m.id} />}

          {(features.length > 0 || m.tags.length > 0) && (
            <section aria-labelledby="details-heading">
              <h2 id="details-heading" className="text-lg font-semibold text-ink">
                Good to know
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
                <ul className="mt-3 flex flex-wrap gap-2" aria-label="Tags">
                  {m.tags.map((t) => (
                    <li key={t}>
                      <Link to={`/meetups?q=${encodeURIComponent(t)}`} className="inline-flex min-h-8 items-center rounded-full border border-line bg-surface-raised px-3 text-sm text-ink-muted hover:text-ink">
                        #{t}
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
      if (r.waitlisted) toast({ type: 'info', title: 'This meetup is full', message: `You're on the waitlist: number ${r.position}.` });
      else if (r.requested) toast({ type: 'success', title: 'Request sent', message: 'The organiser will approve or decline it.' });
      else if (!attending && !m.is_attending) toast({ type: 'success', title: m.is_requested ? 'Request withdrawn' : 'You left the waitlist', message: 'You can join again any time.' });
      else toast({ type: 'success', title: r.attending ? "You're going!" : 'You left this meetup', message: r.attending ? `We'll remind you the day before ${m.title}.` : 'Your place is free for someone else.' });
    } catch (err) {
      if (err instanceof ApiRequestError && err.code === 'meetup_full') setFullMessage('This meetup is full');
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
          aria-label="Places taken"
          aria-valuemin={0}
          aria-valuemax={m.max_attendees}
          aria-valuenow={m.attendee_count}
        >
          <div className={cn('h-full rounded-full transition-[width]', m.is_full ? 'bg-amber-500' : 'bg-brand-600 dark:bg-brand-400')} style={{ width: `${fill}%` }} />
        </div>
      </div>

      {m.abilities.edit && !m.is_attending && !m.abilities.join && m.booking_status === 'approved' && !m.is_past ? (
        <p className="rounded-xl bg-brand-50 px-3 py-2 text-sm font-semibold text-brand-900 dark:bg-brand-900/50 dark:text-brand-100">You're hosting this meetup</p>
      ) : m.booking_status === 'cancelled' ? (
        <p className="text-sm text-ink-muted">This meetup was cancelled, so there is nothing to join or leave.</p>
      ) : m.waitlist_position !== null ? (
        <div className="space-y-2" data-testid="waitlist-state">
          <p className="rounded-xl bg-amber-50 px-3 py-2 text-sm font-semibold text-amber-900 dark:bg-amber-950/60 dark:text-amber-100">
            You're on the waitlist: number {m.waitlist_position}
          </p>
          <p className="text-sm text-ink-muted">When a place frees up, the first on the waitlist gets it and is told straight away.</p>
          <Button variant="secondary" className="w-full" onClick={() => void act(false)} disabled={toggle.isPending}>
            {pendingLabel(toggle, 'Leave waitlist', attendanceInFlight())}
          </Button>
        </div>
      ) : m.is_requested ? (
        <div className="space-y-2">
          <p className="rounded-xl bg-brand-50 px-3 py-2 text-sm font-semibold text-brand-900 dark:bg-brand-900/50 dark:text-brand-100">Request sent</p>
          <p className="text-sm text-ink-muted">The organiser approves each registration; you will be told either way.</p>
          <Button variant="secondary" className="w-full" onClick={() => void act(false)} disabled={toggle.isPending}>
            {pendingLabel(toggle, 'Withdraw request', attendanceInFlight('Withdrawing…'))}
          </Button>
        </div>
      ) : m.is_attending ? (
        <div className="space-y-2">
          <p className="rounded-xl bg-emerald-50 px-3 py-2 text-sm font-semibold text-emerald-900 dark:bg-emerald-950/60 dark:text-emerald-100">You're going</p>
          <Button variant="secondary" className="w-full" onClick={() => setConfirmLeave(true)} disabled={toggle.isPending}>
            {pendingLabel(toggle, 'Leave meetup', attendanceInFlight())}
          </Button>
          <ConfirmDialog
            open={confirmLeave}
            onOpenChange={setConfirmLeave}
            title={`Leave ${m.title}?`}
            description={
              m.is_full
                ? 'Your place goes to the first person on the waitlist, so you may not get it back.'
                : 'Your place is freed for someone else. You can join again while places are left.'
            }
            confirmLabel="Leave meetup"
            pendingLabel={pendingLabel(toggle, 'Leaving…', attendanceInFlight())}
            keepLabel="Stay"
            pending={toggle.isPending}
            onConfirm={() => {
              setConfirmLeave(false);
              void act(false);
            }}
          />
        </div>
      ) : canJoinNow ? (
        <Button className="w-full" size="lg" onClick={() => void act(true)} disabled={toggle.isPending}>
          {pendingLabel(toggle, m.registration_required ? 'Request to join' : m.is_full ? 'Join waitlist' : 'Join meetup', attendanceInFlight())}
        </Button>
      ) : (
        <p className="text-sm text-ink-muted">
          {m.is_past
            ? 'This meetup has already taken place.'
            : m.booking_status === 'rejected'
              ? 'The venue turned down this booking, so no one can join it.'
              : m.booking_status === 'expired'
                ? 'The venue did not answer in time, so no one can join it.'
                : m.booking_status !== 'approved'
                  ? 'Members can join once the venue approves the booking.'
                  : 'Professional Partners can join meetups.'}
        </p>
      )}
      {(fullMessage || (m.is_full && !m.is_attending && m.abilities.join && m.waitlist_position === null)) && (
        <p role="alert" className="text-sm font-semibold text-amber-800 dark:text-amber-200" data-testid="full-message">
          This meetup is full
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
              downloadCalendar(m).catch(() => toast({ type: 'error', title: 'Calendar file not created', message: 'Please try again in a moment.' }))
            }
          >
            <CalendarPlus aria-hidden="true" className="size-4" /> Add to calendar
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
      <h2 className="text-sm font-semibold tracking-wide text-ink-muted uppercase">{m.abilities.edit ? 'Organiser tools' : 'Venue tools'}</h2>
      {m.venue_rate_override !== null && (
        <p className="text-sm text-ink">
          Agreed venue rate: <span className="font-semibold">{formatMoney(m.venue_rate_override, m.venue_currency)} per hour</span>
        </p>
      )}
      {m.abilities.edit && (
        <Link to={`/create-meetup?edit=${m.id}`} className={buttonClasses('secondary', 'md', 'w-full')}>
          <Pencil aria-hidden="true" className="size-4" /> Edit meetup
        </Link>
      )}
      {m.abilities.set_rate && (
        <Link to="/venue-management?focus=approvals" className={buttonClasses('secondary', 'md', 'w-full')}>
          <ClipboardCheck aria-hidden="true" className="size-4" /> Venue management
        </Link>
      )}
      {m.abilities.cancel && !m.is_past && (
        <>
          <Button variant="ghost" className="w-full text-red-700 hover:bg-red-50 dark:text-red-400 dark:hover:bg-red-950/40" onClick={() => setConfirm(true)}>
            <Trash2 aria-hidden="true" className="size-4" /> {m.series_id ? 'Cancel this date' : 'Cancel meetup'}
          </Button>
          {/* One date of a series (issue 27): name the date and say the rest of the series goes on. */}
          <ConfirmDialog
            open={confirm}
            onOpenChange={setConfirm}
            title={m.series_id ? `Cancel the meetup on ${longDate(m.date, { weekday: true })}?` : 'Cancel this meetup?'}
            description={`${m.series_id ? 'Only this date is cancelled: the series goes on with its other dates. ' : ''}${plural(m.attendee_count, 'attendee')} and the venue will be told. This cannot be undone.`}
            confirmLabel={m.series_id ? 'Cancel this date' : 'Cancel meetup'}
            pendingLabel="Cancelling…"
            keepLabel={m.series_id ? 'Keep this date' : 'Keep meetup'}
            pending={cancel.isPending}
            onConfirm={async () => {
              try {
                await cancel.mutateAsync(m.id);
                toast({ type: 'success', title: m.series_id ? 'Date cancelled' : 'Meetup cancelled', message: 'Attendees and the venue have been told.' });
                navigate('/meetups');
              } catch (err) {
                toast(failureToast(err, 'Could not cancel'));
              }
            }}
          />
        </>
      )}
      <p className="flex items-center gap-1.5 text-xs text-ink-muted">
        <Globe2 aria-hidden="true" className="size-3.5" />
        {m.booking_status === 'approved' ? 'Visible to all Professional Partners' : 'Only you, the venue and admins can see this'}
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
      <h2 className="text-sm font-semibold tracking-wide text-ink-muted uppercase">Free at that time nearby</h2>
      {data.alternatives.length === 0 ? (
        <p className="mt-2 text-sm text-ink-muted">{data.none_reason ?? 'No other venue nearby is free at that time.'} Try another date or time.</p>
      ) : (
        <ul className="mt-2 divide-y divide-line">
          {data.alternatives.map((a) => (
            <li key={a.venue_id} className="flex items-center justify-between gap-3 py-2">
              <Link to={`/venues/${a.venue_id}`} className="min-w-0 font-medium text-brand-700 hover:underline dark:text-brand-300">
                {a.name}
                <span className="block truncate text-sm font-normal text-ink-muted">{a.address}</span>
              </Link>
              <span className="shrink-0 text-right text-sm text-ink-muted tabular-nums">
                {a.distance_km} km
                <span className="block">{a.default_booking_rate > 0 ? `${formatMoney(a.default_booking_rate, a.currency)}/h` : 'Free'}</span>
              </span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
