// Who may have a private calendar feed (issue 14): every signed-in member (requireActor already
// refuses suspended accounts). Basic members get an empty calendar until they join meetups.
import type { PolicyActor } from '../plugins/actor';

export const canHaveFeed = (a: PolicyActor) => !!a;
