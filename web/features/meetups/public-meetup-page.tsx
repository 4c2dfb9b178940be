import { IMAGE_SIZES } from '../../../contracts/storage';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MapPin, UserRound } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import type { AttendanceResult, PublicMeetupDto } from '../../../contracts/meetups';
import { SSR_KEYS } from '../../../contracts/ssr';
import { LocationMap } from '../../components/map/location-map';
import { Badge } from '../../components/ui/badge';
import { Button, buttonClasses } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { ShareButton } from '../../components/ui/share-button';
import { PageSkeleton } from '../../components/ui/skeleton';
import { useToast } from '../../components/ui/toast';
import { VenueImage } from '../../components/venue/venue-image';
import { api, ApiRequestError, failureToast, retryServerFaults } from '../../lib/api';
import { useSession } from '../../lib/session';
import { CalendarLinks } from './calendar-links';
import { AboutMeetup, AttendeeCount, Fact, WhenFacts } from './fact';
import { t } from '../../lib/i18n';
import { richText } from '../../lib/rich-text';
import { HydrateLater } from '../../lib/hydrate-later';

const publicKey = SSR_KEYS.publicMeetup;

/**
 * /m/{id}: the shareable page of an approved meetup, for anyone (PRODUCT.md "Public meetup
 * pages"). The server has already written it as HTML; this is the same page, live, with the
 * call to action that fits the reader. `notFound` is shown for meetups that are not public.
 */
export default function PublicMeetupPage({ notFound }: { notFound: ReactNode }) {
  const { meetupId = '' } = useParams();
  const { status } = useSession();
  const { data: m, isPending, error } = useQuery({
    // Who is asking changes `viewer`, so refetch when the session settles.
    queryKey: publicKey(meetupId, status),
    queryFn: ({ signal }) => api<PublicMeetupDto>(`/api/public/meetups/${encodeURIComponent(meetupId)}`, { signal }),
    retry: retryServerFaults,
    enabled: status !== 'loading',
  });
  useEffect(() => {
    if (m) document.title = `${m.title} · Civic Connect`;
  }, [m]);

  if (status === 'loading' || isPending) return <PageSkeleton />;
  if (error instanceof ApiRequestError && (error.status === 404 || error.status === 400)) return notFound;
  if (!m) {
    return (
      <div className="mx-auto max-w-xl px-4 py-16 text-center">
        <h1 className="text-2xl font-bold text-ink">{t('meetup.couldNotLoad')}</h1>
        <p className="mt-2 text-ink-muted">{error?.message ?? t('common.checkConnection')}</p>
      </div>
    );
  }
  const where = [m.venue_name, m.venue_city].filter(Boolean).join(', ');
  return (
    <article className="mx-auto max-w-3xl px-4 pt-4 pb-12 sm:px-6 sm:pt-8">
      {m.cover_image_url && <VenueImage src={m.cover_image_url} alt="" priority sizes={IMAGE_SIZES.column} className="aspect-video w-full rounded-card" />}
      <header className="mt-5">
        {m.is_past && <Badge tone="neutral">{t('meetup.tookPlace')}</Badge>}
        {/* What members wrote reads in its own direction, whatever the page's (issue 29). */}
        <h1 dir="auto" className="mt-2 text-3xl leading-tight font-bold tracking-tight text-ink sm:text-4xl">
          {m.title}
        </h1>
        <p className="mt-2 flex items-center gap-1.5 text-ink-muted">
          <UserRound aria-hidden="true" className="size-4" />{' '}
          <span>{richText(t('meetup.organisedBy', { name: m.organizer_name || t('meetup.aMember') }), { name: (w) => <span className="font-medium text-ink">{w}</span> })}</span>
        </p>
      </header>
      {/* The call to action and the facts: hydrated in a task after the title's (web/lib/hydrate-later.tsx). */}
      <HydrateLater>
        <div className="mt-6 grid gap-5 lg:grid-cols-[1fr_18rem]">
          <aside className="space-y-4 lg:order-2">
            <JoinPanel m={m} />
          </aside>
          <div className="space-y-5 lg:order-1">
            <Card className="p-0">
              <dl className="divide-y divide-line">
                <WhenFacts m={m} />
                <Fact icon={MapPin} term={t('meetup.venue')}>
                  <bdi>{where}</bdi>
                  {m.venue_address && (
                    <span dir="auto" className="block text-sm text-ink-muted">
                      {m.venue_address}
                    </span>
                  )}
                </Fact>
              </dl>
            </Card>
            <AboutMeetup description={m.description} />
            <LocationMap name={m.venue_name} address={m.venue_address} latitude={m.latitude} longitude={m.longitude} headingClassName="text-lg" />
          </div>
        </div>
      </HydrateLater>
    </article>
  );
}

/** Attendance and the call to action: Join, "Sign in to join" or "Become a Professional Partner to join". */
function JoinPanel({ m }: { m: PublicMeetupDto }) {
  const { status, role } = useSession();
  const { toast } = useToast();
  const qc = useQueryClient();
  const join = useMutation({
    mutationFn: () => api<AttendanceResult>(`/api/meetups/${m.id}/attendance`, { method: 'POST', body: { attending: true } }),
    onSettled: () => qc.invalidateQueries({ queryKey: ['meetups'] }),
  });
  const returnTo = encodeURIComponent(`/m/${m.id}`);
  const v = m.viewer;

  const onJoin = async () => {
    try {
      const r = await join.mutateAsync();
      // Issue 15: a full meetup puts the member on its waitlist; with registration, a request.
      if (r.waitlisted) toast({ type: 'info', title: t('meetup.isFull'), message: t('meetup.onWaitlist', { position: r.position ?? '' }) });
      else if (r.requested) toast({ type: 'success', title: t('meetup.requestSent'), message: t('meetup.organiserWillDecide') });
      else toast({ type: 'success', title: t('meetup.youreGoingBang'), message: t('meetup.remindDayBefore', { title: m.title }) });
    } catch (err) {
      // The shell says why and offers Resend (web/features/auth/confirm-email-banner.tsx).
      if (err instanceof ApiRequestError && err.code === 'email_not_confirmed') return;
      const full = err instanceof ApiRequestError && err.code === 'meetup_full';
      toast(full ? { type: 'error', title: t('meetup.isFull') } : failureToast(err));
    }
  };

  let action: ReactNode;
  if (m.is_past) action = <p className="text-sm text-ink-muted">{t('meetup.alreadyTookPlace')}</p>;
  else if (status !== 'signedIn')
    action = (
      <Link to={`/login?returnTo=${returnTo}`} className={buttonClasses('primary', 'lg', 'w-full')}>
        {t('meetup.signInToJoin')}
      </Link>
    );
  else if (v?.is_organiser || v?.is_attending)
    action = (
      <div className="space-y-2">
        <p className="rounded-xl bg-emerald-50 px-3 py-2 text-sm font-semibold text-emerald-900 dark:bg-emerald-950/60 dark:text-emerald-100">
          {v.is_organiser ? t('meetup.youreHosting') : t('meetup.youreGoing')}
        </p>
        <Link to={`/meetups/${m.id}`} className={buttonClasses('secondary', 'md', 'w-full')}>
          {t('meetup.openDetails')}
        </Link>
      </div>
    );
  else if (v?.can_join)
    action = (
      <Button className="w-full" size="lg" onClick={() => void onJoin()} disabled={join.isPending}>
        {join.isPending ? t('meetup.joining') : m.is_full ? t('meetup.joinWaitlist') : t('meetup.join')}
      </Button>
    );
  else if (role !== 'professional')
    action = (
      // Issue 27: the longest call to action; on a phone it may need two lines, so the button
      // grows with them (balanced, room above and below) instead of squeezing them into 48 px.
      <Link to={`/upgrade-account?returnTo=${returnTo}`} data-testid="upgrade-to-join" className={buttonClasses('primary', 'lg', 'h-auto min-h-12 w-full px-4 py-3 text-center leading-snug text-balance')}>
        {t('meetup.becomePro')}
      </Link>
    );
  else action = <p className="text-sm text-ink-muted">{t('meetup.cannotJoin')}</p>;

  return (
    <Card className="space-y-4" data-testid="join-panel">
      <AttendeeCount m={m} />
      {action}
      <ShareButton url={m.share_url} title={m.title} className="w-full" />
      {!m.is_past && <CalendarLinks m={m} link={m.share_url} />}
    </Card>
  );
}
