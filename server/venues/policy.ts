import type { VenueDetailDto } from '../../contracts/venues';
import type { PolicyActor } from '../plugins/actor';

// Who may do what with venues (docs/product.md §6), in the shape every domain's policy has:
// pure functions over (actor, venue), and `abilities` for the presenter to send to the web.
// Reading venues needs only a signed-in member (requireActor in the routes).

type VenueRef = { ownerId: string };

const isOwner = (a: PolicyActor, v: VenueRef) => !!a && a.userId === v.ownerId;

/** Only Venue Partners list venues (docs/product.md §6). */
export const canCreate = (a: PolicyActor) => !!a && a.role === 'venue';
/** The owner edits (content, default rate) and deletes; so may an admin. */
export const canEdit = (a: PolicyActor, v: VenueRef) => !!a && (isOwner(a, v) || a.isAdmin);
export const canDelete = canEdit;
/**
 * Only people who were there rate a venue (issue 16): members who attended or organised an
 * approved meetup at it that has already started (`wasThere`, server/ratings/queries.ts); never its owner.
 */
export const canRate = (a: PolicyActor, v: VenueRef, wasThere: boolean) => !!a && !isOwner(a, v) && wasThere;

export function abilities(a: PolicyActor, v: VenueRef, wasThere: boolean): VenueDetailDto['abilities'] {
  return { edit: canEdit(a, v), delete: canDelete(a, v), rate: canRate(a, v, wasThere) };
}
