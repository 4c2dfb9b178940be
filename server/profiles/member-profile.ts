import { and, desc, eq, inArray } from 'drizzle-orm';
import type { MemberProfileDto, ProfileMeetupDto } from '../../contracts/community';
import { clockTime } from '../../contracts/format';
import type { Role } from '../../contracts/roles';
import type { Db } from '../db/client';
import { meetupAttendees, meetups, profiles } from '../db/schema/index';
import { ApiError, notFound } from '../errors';
import { meetupTimes } from '../meetups/time';
import { slotColumns } from '../meetups/columns';
import type { Actor } from '../plugins/actor';
import { canViewProfile } from './policy';

// A member's profile as other members see it (issue 16): who they are and the approved meetups
// they organised and attended. Pending, rejected and cancelled meetups are not shown: they are
// between the organiser and the venue, or did not happen.
const PER_LIST = 12;
// Read a few more rows than shown: the split into upcoming and past happens after reading.
const READ = 60;

const meetupColumns = { id: meetups.id, title: meetups.title, venueName: meetups.venueName, ...slotColumns };
type Row = { id: string; title: string; date: string; time: string; duration: number; latitude: number | null; longitude: number | null; venueName: string };

function split(rows: Row[], now: Date) {
  const withTimes = rows.map((r) => ({ r, t: meetupTimes(r) }));
  const dto = ({ r, t }: (typeof withTimes)[number]): ProfileMeetupDto => ({ id: r.id, title: r.title, date: r.date, time: clockTime(r.time), starts_at: t.startsAt.toISOString(), venue_name: r.venueName });
  const upcoming = withTimes.filter((x) => x.t.endsAt > now).sort((a, b) => +a.t.startsAt - +b.t.startsAt);
  const past = withTimes.filter((x) => x.t.endsAt <= now).sort((a, b) => +b.t.startsAt - +a.t.startsAt);
  return { upcoming: upcoming.slice(0, PER_LIST).map(dto), past: past.slice(0, PER_LIST).map(dto) };
}

export const profileHidden = () => ApiError.say(403, 'profile_hidden', 'api.profiles.hidden');

export async function memberProfile(db: Db, actor: Actor, id: string, now = new Date()): Promise<MemberProfileDto> {
  const [p] = await db.select().from(profiles).where(eq(profiles.id, id));
  if (!p) throw notFound('api.members.notFound');
  if (!canViewProfile(actor, p)) throw profileHidden();
  const approved = eq(meetups.bookingStatus, 'approved');
  const [organised, attended] = await Promise.all([
    db.select(meetupColumns).from(meetups).where(and(eq(meetups.organizerId, id), approved)).orderBy(desc(meetups.date)).limit(READ),
    db
      .select(meetupColumns)
      .from(meetups)
      .where(and(approved, inArray(meetups.id, db.select({ id: meetupAttendees.meetupId }).from(meetupAttendees).where(eq(meetupAttendees.userId, id)))))
      .orderBy(desc(meetups.date))
      .limit(READ),
  ]);
  return {
    id: p.id,
    name: p.name,
    avatar: p.avatar,
    headline: p.headline,
    interests: p.interests,
    country: p.country,
    role: p.role as Role,
    join_date: p.joinDate.toISOString(),
    is_self: actor.userId === p.id,
    show_profile: p.showProfile,
    organised: split(organised, now),
    attended: split(attended, now),
  };
}
