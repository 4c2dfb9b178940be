import type { PolicyActor } from '../plugins/actor';

// Who may see a member's profile (issue 16, docs/product.md §6): signed-in members, unless its
// owner turned off "Show my profile to other members"; the owner and admins always.

type ProfileRef = { id: string; showProfile: boolean };

export const canViewProfile = (a: PolicyActor, p: ProfileRef) => !!a && (a.userId === p.id || a.isAdmin || p.showProfile);
