import type { Actor } from '../plugins/actor';

// Who may do what with venues (docs/product.md §6). Pure functions over (actor, venue);
// anonymous and suspended users are stopped earlier by requireActor (401 / 403).

type VenueRef = { ownerId: string };

export const venuePolicy = {
  /** /venues and /venues/{id} need a signed-in user (docs/product.md §2). */
  list: (_actor: Actor) => true,
  read: (_actor: Actor) => true,
  /** Only venue users create venues (docs/product.md §6). */
  create: (actor: Actor) => actor.role === 'venue',
  /** Only the owner edits or deletes; the admin may too. */
  edit: (actor: Actor, venue: VenueRef) => actor.userId === venue.ownerId || actor.isAdmin,
  delete: (actor: Actor, venue: VenueRef) => actor.userId === venue.ownerId || actor.isAdmin,
  /** Any signed-in member rates a venue, except its owner. */
  rate: (actor: Actor, venue: VenueRef) => actor.userId !== venue.ownerId,
};

export function abilitiesFor(actor: Actor, venue: VenueRef) {
  return { edit: venuePolicy.edit(actor, venue), delete: venuePolicy.delete(actor, venue), rate: venuePolicy.rate(actor, venue) };
}
