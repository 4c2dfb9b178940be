import { randomInt } from 'node:crypto';
import { MEMBERSHIP_PREFIX } from '../../contracts/constants';

/** 'CC' plus a random 10-digit number (docs/product.md §9). */
export const newMembershipNumber = () => `${MEMBERSHIP_PREFIX}${randomInt(1_000_000_000, 10_000_000_000)}`;
