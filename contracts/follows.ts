// Follows (issue 26): a member follows an organiser, a venue or a partner page — one-way and
// instant — and hears about new approved meetups. Shapes shared by the API and the web.
import { z } from 'zod';
import { profileMeetupSchema } from './community';

export const FOLLOW_KINDS = ['organiser', 'venue', 'partner'] as const;
export type FollowKind = (typeof FOLLOW_KINDS)[number];

/** Follows one member may start in an hour (server/limits/rules.ts): far above real use. */
export const FOLLOWS_PER_HOUR = 60;

export const followParams = z.object({
  kind: z.enum(FOLLOW_KINDS, { error: 'Follow an organiser, a venue or a partner.' }),
  id: z.uuid({ error: 'Not found.' }),
});

/** GET/PUT/DELETE /api/follows/{kind}/{id}: the count anyone may read, and the viewer's own state. */
export const followStateDto = z.object({
  follower_count: z.number().int().describe('Followers, counted up to 1,000 (issue 30): see `follower_count_capped`.'),
  follower_count_capped: z.boolean().describe('Counting stopped at 1,000: there are at least `follower_count` ("1,000+").'),
  /** The signed-in viewer follows it (false for a visitor). */
  following: z.boolean(),
  /** The viewer is the one followed (their own profile, venue or partner page): no button, a follower list instead. */
  is_own: z.boolean(),
});
export type FollowStateDto = z.infer<typeof followStateDto>;

/** One follower, in the list only the followed owner sees. */
export const followerDto = z.object({ id: z.uuid(), name: z.string(), avatar: z.string().nullable(), headline: z.string().nullable(), followed_at: z.string() });
export const followerListDto = z.object({
  followers: z.array(followerDto),
  total: z.number().int().describe('Followers, counted up to 1,000 (issue 30): see `total_capped`.'),
  total_capped: z.boolean().describe('Counting stopped at 1,000: there are at least `total` ("1,000+").'),
});
export type FollowerListDto = z.infer<typeof followerListDto>;

/** One thing the member follows, with where it lives in the app. */
export const followingItemDto = z.object({ kind: z.enum(FOLLOW_KINDS), id: z.uuid(), name: z.string(), url: z.string(), followed_at: z.string() });
export const followingListDto = z.object({ following: z.array(followingItemDto) });
export type FollowingItemDto = z.infer<typeof followingItemDto>;
export type FollowingListDto = z.infer<typeof followingListDto>;

/**
 * GET /api/public/organisers/{id}: an organiser's public page (/o/{id}), an allow-list (decision
 * 0040): name, picture, headline, country, follower count and upcoming approved meetups they organise.
 */
export const organiserPageDto = z.object({
  id: z.uuid(),
  name: z.string(),
  avatar: z.string().nullable(),
  headline: z.string().nullable(),
  country: z.string().nullable(),
  follower_count: z.number().int().describe('Followers, counted up to 1,000 (issue 30): see `follower_count_capped`.'),
  follower_count_capped: z.boolean().describe('Counting stopped at 1,000: there are at least `follower_count` ("1,000+").'),
  upcoming: z.array(profileMeetupSchema),
});
export type OrganiserPageDto = z.infer<typeof organiserPageDto>;

/** Where a followed thing's page is in the app. */
export const followTargetUrl = (kind: FollowKind, id: string, slug?: string | null) =>
  kind === 'organiser' ? `/o/${id}` : kind === 'venue' ? `/venues/${id}` : `/v/${slug ?? ''}`;
