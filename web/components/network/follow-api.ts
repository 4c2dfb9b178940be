import type { FollowerListDto, FollowingListDto, FollowKind, FollowStateDto } from '../../../contracts/follows';
import { api } from '../../lib/api';
import { t } from '../../lib/i18n';

// The follow endpoints (server/follows/routes.ts) as the web calls them; shared by the follow
// button on member, venue and partner pages, the organiser page and the Following page.

export const followKeys = {
  /** The count and the viewer's state; `status` so a sign-in or sign-out refetches. */
  state: (kind: FollowKind, id: string, status: string) => ['follows', 'state', kind, id, status] as const,
  followers: (kind: FollowKind, id: string) => ['follows', 'followers', kind, id] as const,
  following: () => ['follows', 'following'] as const,
};

const path = (kind: FollowKind, id: string) => `/api/follows/${kind}/${encodeURIComponent(id)}`;

export const getFollowState = (kind: FollowKind, id: string, signal?: AbortSignal) => api<FollowStateDto>(path(kind, id), { signal });
export const setFollowing = (kind: FollowKind, id: string, on: boolean) => api<FollowStateDto>(path(kind, id), { method: on ? 'PUT' : 'DELETE' });
export const getFollowers = (kind: FollowKind, id: string, signal?: AbortSignal) => api<FollowerListDto>(`${path(kind, id)}/followers`, { signal });
export const getFollowing = (signal?: AbortSignal) => api<FollowingListDto>('/api/follows', { signal });

/** "1,000+ followers" when counting stopped at the cap (issue 30). */
export const followerCountText = (n: number, capped: boolean) => t('follows.count', { count: n, capped: capped ? 'yes' : 'no' });

/** "1,000+ connections" when counting stopped at the cap (issue 30). */
export const connectionCountText = (n: number, capped: boolean) => t('connections.count', { count: n, capped: capped ? 'yes' : 'no' });
