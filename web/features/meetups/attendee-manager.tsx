import { Download, ScanLine } from 'lucide-react';
import { failureToast } from '../../lib/api';
import { Link } from 'react-router';
import type { AttendeeListDto, ManagedAttendeeDto } from '../../../contracts/meetup-attendees';
import { Badge } from '../../components/ui/badge';
import { Button, buttonClasses } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { useToast } from '../../components/ui/toast';
import { UserAvatar } from '../../components/user-avatar';
import { downloadAttendeesCsv, useCoHost, useDecideRequest } from './attendees-api';
import { MessageAttendees } from './message-attendees';
import { t } from '../../lib/i18n';

/**
 * The organiser's (and co-hosts') full list with status (issue 15): answer registration
 * requests, choose co-hosts (organiser only), export, check people in, write to attendees.
 */
export function AttendeeManager({ meetupId, list, canMessage }: { meetupId: string; list: AttendeeListDto; canMessage: boolean }) {
  const manage = list.manage!;
  const { toast } = useToast();
  const fail = (err: unknown) => toast(failureToast(err));
  const going = manage.people.filter((p) => p.status === 'attending').length;
  return (
    <Card className="space-y-4" data-testid="attendee-manager">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-lg font-semibold text-ink">{t('meetups.attendees.title')}</h2>
        <p className="text-sm text-ink-muted" data-testid="arrivals">
          {t('meetups.attendees.checkedInCount', { arrived: manage.arrivals, count: going })}
        </p>
      </div>
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        <Link to={`/meetups/${meetupId}/check-in`} className={buttonClasses('primary', 'md')}>
          <ScanLine aria-hidden="true" className="size-4" /> {t('meetups.checkIn.checkIn')}
        </Link>
        <Button variant="secondary" onClick={() => downloadAttendeesCsv(meetupId).catch(fail)}>
          <Download aria-hidden="true" className="size-4" /> {t('meetups.attendees.exportCsv')}
        </Button>
        {canMessage && <MessageAttendees meetupId={meetupId} />}
      </div>
      {manage.people.length === 0 ? (
        <p className="text-sm text-ink-muted">{t('meetups.attendees.nobody')}</p>
      ) : (
        <ul className="divide-y divide-line">
          {manage.people.map((p) => (
            <PersonRow key={p.id} meetupId={meetupId} p={p} isOrganiser={manage.is_organiser} onError={fail} />
          ))}
        </ul>
      )}
    </Card>
  );
}

function StatusBadges({ p }: { p: ManagedAttendeeDto }) {
  return (
    <span className="flex flex-wrap gap-1">
      {p.status === 'attending' && (p.checked_in_at ? <Badge tone="success">{t('meetups.ticket.checkedIn')}</Badge> : <Badge tone="neutral">{t('meetups.card.going')}</Badge>)}
      {p.status === 'waitlisted' && <Badge tone="warning">{t('meetups.attendees.waitlist')}</Badge>}
      {p.status === 'requested' && <Badge tone="brand">{t('meetups.attendees.requested')}</Badge>}
      {p.is_cohost && <Badge tone="brand">{t('meetups.attendees.cohost')}</Badge>}
    </span>
  );
}

function PersonRow({ meetupId, p, isOrganiser, onError }: { meetupId: string; p: ManagedAttendeeDto; isOrganiser: boolean; onError: (e: unknown) => void }) {
  const decide = useDecideRequest(meetupId);
  const cohost = useCoHost(meetupId);
  return (
    <li className="flex flex-wrap items-center gap-3 py-3" data-testid="attendee-row">
      <UserAvatar name={p.name} src={p.avatar} className="size-9" />
      <div className="min-w-0 flex-1">
        {p.profile_open ? (
          <Link to={`/members/${p.id}`} className="block truncate font-medium text-brand-700 hover:underline dark:text-brand-300">
            {p.name}
          </Link>
        ) : (
          <span dir="auto" className="block truncate font-medium text-ink">{p.name}</span>
        )}
        <StatusBadges p={p} />
      </div>
      {p.status === 'requested' && (
        <span className="flex gap-2">
          <Button size="sm" disabled={decide.isPending} onClick={() => decide.mutateAsync({ userId: p.id, approve: true }).catch(onError)}>
            {t('meetups.attendees.approve')}<span className="sr-only"> {p.name}</span>
          </Button>
          <Button size="sm" variant="secondary" disabled={decide.isPending} onClick={() => decide.mutateAsync({ userId: p.id, approve: false }).catch(onError)}>
            {t('meetups.attendees.decline')}<span className="sr-only"> {p.name}</span>
          </Button>
        </span>
      )}
      {isOrganiser && p.status === 'attending' && (
        <Button size="sm" variant="ghost" disabled={cohost.isPending} onClick={() => cohost.mutateAsync({ userId: p.id, add: !p.is_cohost }).catch(onError)}>
          {p.is_cohost ? t('meetups.attendees.removeCohost') : t('meetups.attendees.makeCohost')}
          <span className="sr-only"> {p.name}</span>
        </Button>
      )}
    </li>
  );
}
