import { and, asc, eq, gte } from 'drizzle-orm';
import type { OrganiserPageDto } from '../../contracts/follows';
import { clockTime } from '../../contracts/format';
import type { Translate } from '../../contracts/i18n/messages';
import type { Db } from '../db/client';
import { meetups, profiles } from '../db/schema/index';
import { slotColumns } from '../meetups/columns';
import { isPublicMeetup } from '../meetups/public';
import { meetupTimes } from '../meetups/time';
import type { PolicyActor } from '../plugins/actor';
import { translator } from '../i18n/translate';
import { canNameMember } from '../profiles/policy';
import type { OgTags } from '../venues/og';
import { followerCount } from './queries';

const UPCOMING_SHOWN = 12;

/**
 * An organiser's public page (/o/{id}, issue 26) as `viewer` (null: a visitor) may read it;
 * null when there is no such member, 'hidden' when they hide their profile from this viewer. An allow-list
 * (decision 0040): no email, role, membership or attendance — only what they chose to show and
 * the approved meetups they organise that have not ended (those have public pages already).
 */
export async function organiserPage(db: Db, viewer: PolicyActor, id: string, unnamed: string, now = new Date()): Promise<OrganiserPageDto | 'hidden' | null> {
  const [p] = await db
    .select({ id: profiles.id, name: profiles.name, avatar: profiles.avatar, headline: profiles.headline, country: profiles.country, showProfile: profiles.showProfile })
    .from(profiles)
    .where(eq(profiles.id, id));
  if (!p) return null;
  if (!canNameMember(viewer, p)) return 'hidden';
  // From yesterday (UTC) on: a meetup's date is local to its venue; the exact end is checked below.
  const since = new Date(now.getTime() - 36 * 3600_000).toISOString().slice(0, 10);
  const [rows, followers] = await Promise.all([
    db
      .select({ id: meetups.id, title: meetups.title, venueName: meetups.venueName, ...slotColumns })
      .from(meetups)
      .where(and(eq(meetups.organizerId, id), isPublicMeetup, gte(meetups.date, since)))
      .orderBy(asc(meetups.date), asc(meetups.time))
      .limit(UPCOMING_SHOWN * 2),
    followerCount(db, 'organiser', id),
  ]);
  const upcoming = rows
    .map((r) => ({ r, t: meetupTimes(r) }))
    .filter((x) => x.t.endsAt > now)
    .sort((a, b) => +a.t.startsAt - +b.t.startsAt)
    .slice(0, UPCOMING_SHOWN)
    .map(({ r, t }) => ({ id: r.id, title: r.title, date: r.date, time: clockTime(r.time), starts_at: t.startsAt.toISOString(), venue_name: r.venueName }));
  return { id: p.id, name: p.name || unnamed, avatar: p.avatar, headline: p.headline, country: p.country, follower_count: followers.count, follower_count_capped: followers.capped, upcoming };
}


/** Link-preview tags of /o/{id}: the organiser's name, headline and picture (only what the page shows). */
export function organiserOgTags(p: OrganiserPageDto, url: string, origin: string, appName: string, t: Translate = translator(null)): OgTags {
  const next = p.upcoming[0];
  const description = p.headline || (next ? t('api.organiser.ogDescriptionNext', { app: appName, title: next.title }) : t('api.organiser.ogDescription', { app: appName }));
  return { title: `${p.name} · ${appName}`, description, url, image: p.avatar ? (p.avatar.startsWith('/') ? `${origin}${p.avatar}` : p.avatar) : null, type: 'profile' };
}
