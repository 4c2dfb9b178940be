import { ProfileUnavailable } from './profile-unavailable';
import { useQuery } from '@tanstack/react-query';
import { CalendarCheck, Globe2, Sparkles } from 'lucide-react';
import { Link, useParams } from 'react-router';
import type { MemberProfileDto, ProfileMeetupDto } from '../../../contracts/community';
import { Alert } from '../../components/ui/alert';
import { Badge } from '../../components/ui/badge';
import { Card } from '../../components/ui/card';
import { PageSkeleton } from '../../components/ui/skeleton';
import { UserAvatar } from '../../components/user-avatar';
import { ProfileFacts } from '../../components/profile-facts';
import { ConnectButton } from '../../components/network/connect-button';
import { MemberConnections } from '../../components/network/member-connections';
import { SafetyMenu } from '../../components/network/safety-menu';
import { MessageButton } from '../../components/network/message-button';
import { api, ApiRequestError } from '../../lib/api';
import { usePageMeta } from '../../lib/page-meta';
import { FollowButton } from '../../components/network/follow-button';
import { roleText } from '../../components/network/network-format';
import { longDate } from '../../../contracts/format';
import { t } from '../../lib/i18n';
import { richText } from '../../lib/rich-text';

/**
 * /members/{id} (issue 16, docs/product.md §2): another member's name, picture, headline,
 * interests, country and the meetups they organised and attended. Signed-in members only; a
 * member who turned off "Show my profile to other members" is not shown (the API refuses).
 */
export default function MemberPage() {
  const { memberId } = useParams();
  const { data: p, isPending, error } = useQuery({
    queryKey: ['members', memberId],
    queryFn: ({ signal }) => api<MemberProfileDto>(`/api/members/${memberId}`, { signal }),
    enabled: Boolean(memberId),
    retry: false,
  });
  usePageMeta(p?.name);
  if (isPending) return <PageSkeleton />;
  if (error || !p) {
    const hidden = error instanceof ApiRequestError && error.code === 'profile_hidden';
    return (
      <ProfileUnavailable
        hidden={hidden}
        title={t(hidden ? 'members.privateTitle' : 'members.notFoundTitle')}
        text={t(hidden ? 'members.privateText' : 'members.notFoundText')}
      />
    );
  }
  return (
    <div className="mx-auto max-w-3xl space-y-5 px-4 py-6 sm:px-6 sm:py-10">
      {p.is_self && !p.show_profile && (
        <Alert title={t('members.onlyYouTitle')}>
          {richText(t('members.onlyYouText'), {
            link: (words) => (
              <Link to="/settings?tab=privacy" className="font-semibold underline">
                {words}
              </Link>
            ),
          })}
        </Alert>
      )}
      <Card className="overflow-hidden p-0">
        <SafetyMenu member={p} />
        <div aria-hidden="true" className="h-20 bg-gradient-to-r from-brand-700 via-brand-600 to-accent-500 sm:h-24" />
        <div className="-mt-12 flex flex-col items-center gap-3 px-5 pb-6 text-center sm:flex-row sm:items-start sm:text-start">
          <UserAvatar name={p.name} src={p.avatar} sizes="6rem" className="size-24 border-4 border-surface-raised text-2xl shadow-md" />
          {/* Below the banner on wide screens too: dark text on the gradient would be hard to read. */}
          <div className="min-w-0 flex-1 sm:mt-14">
            <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl" data-testid="member-name">
              {p.name || t('network.aMember')}
            </h1>
            {p.headline && <p dir="auto" className="mt-1 text-ink-muted">{p.headline}</p>}
            <div className="mt-2 flex flex-wrap justify-center gap-2 sm:justify-start">
              <Badge>{roleText(p.role)}</Badge>
              {p.country && (
                <Badge tone="neutral">
                  <Globe2 aria-hidden="true" className="me-1 inline size-3.5" />
                  {p.country}
                </Badge>
              )}
            </div>
            {/* One row of actions, each owned by its slice of the network (issue 26). */}
            <div className="mt-4 flex flex-wrap items-center justify-center gap-2 sm:justify-start">
              <MessageButton memberId={p.id} isSelf={p.is_self} />
              <ConnectButton memberId={p.id} name={p.name} />
              <FollowButton kind="organiser" id={p.id} name={p.name || t('network.thisMember')} className="justify-center sm:justify-start" />
            </div>
          </div>
        </div>
        <ProfileFacts
          facts={[
            { icon: CalendarCheck, term: t('members.memberSince'), children: <span className="font-semibold text-ink">{longDate(p.join_date)}</span> },
            {
              icon: Sparkles,
              term: t('members.interests'),
              children:
                p.interests.length > 0 ? (
                  <ul className="flex flex-wrap gap-1.5">
                    {p.interests.map((i) => (
                      <li key={i} className="rounded-full bg-surface-sunken px-2.5 py-0.5 text-sm text-ink">
                        {i}
                      </li>
                    ))}
                  </ul>
                ) : (
                  <span className="text-ink-muted">{t('members.noneListed')}</span>
                ),
            },
          ]}
        />
      </Card>
      <MemberConnections memberId={p.id} isSelf={p.is_self} />
      <MeetupLists id="meetups-organised" heading={t('members.organisedHeading')} lists={p.organised} empty={t('members.organisedEmpty')} />
      <MeetupLists id="meetups-attended" heading={t('members.attendedHeading')} lists={p.attended} empty={t('members.attendedEmpty')} />
    </div>
  );
}

// `id` names the section for its heading in every language (a translated heading is no id).
function MeetupLists({ id, heading, lists, empty }: { id: string; heading: string; lists: MemberProfileDto['organised']; empty: string }) {
  const none = lists.upcoming.length === 0 && lists.past.length === 0;
  return (
    <section aria-labelledby={id}>
      <Card className="space-y-4">
        <h2 id={id} className="text-lg font-semibold text-ink">
          {heading}
        </h2>
        {none ? (
          <p className="text-ink-muted">{empty}</p>
        ) : (
          <div className="grid gap-4 sm:grid-cols-2">
            <MeetupList title={t('members.upcoming')} items={lists.upcoming} />
            <MeetupList title={t('members.past')} items={lists.past} />
          </div>
        )}
      </Card>
    </section>
  );
}

function MeetupList({ title, items }: { title: string; items: ProfileMeetupDto[] }) {
  return (
    <div>
      <h3 className="text-xs font-semibold tracking-wide text-ink-muted uppercase">{title}</h3>
      {items.length === 0 ? (
        <p className="mt-2 text-sm text-ink-muted">{t('members.none')}</p>
      ) : (
        <ul className="mt-2 space-y-2">
          {items.map((m) => (
            <li key={m.id}>
              {/* Approved meetups have a public page every member can open. */}
              <Link to={`/m/${m.id}`} className="block rounded-xl border border-line px-3 py-2 hover:bg-surface-sunken">
                <span dir="auto" className="block font-medium text-ink">{m.title}</span>
                <span className="block text-sm text-ink-muted">
                  {longDate(m.date)} · {m.time}
                  {m.venue_name && ` · ${m.venue_name}`}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
