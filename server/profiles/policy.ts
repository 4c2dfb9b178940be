import type { PolicyActor } from '../plugins/actor';

// Who may see a member's profile (issue 16, docs/product.md §6): signed-in members, unless its
// owner turned off "Show my profile to other members"; the owner and admins always.

type ProfileRef = { id: string; showProfile: boolean };

export const canViewProfile = (a: PolicyActor, p: ProfileRef) => !!a && (a.userId === p.id || a.isAdmin || p.showProfile);

/**
 * May a page shown to `a` (null: a visitor) name or picture this member (issue 24, decision 0040)?
 * A member who turned off "Show my profile" is not named on public pages, in their structured
 * data or link previews — a count or "a member" stands in — except to themselves and admins.
 */
export const canNameMember = (a: PolicyActor, p: ProfileRef) => p.showProfile || canViewProfile(a, p);
