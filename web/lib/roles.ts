import type { Role } from '../../contracts/roles';
import type { MessageId } from '../../contracts/i18n/messages';
import { t } from './i18n';

// The names of the roles in the active language (contracts/roles.ts keeps the English ones for
// the server); in the `core` area, as the shell shows them on every page.
const ROLE_IDS: Record<Role | 'admin', MessageId> = {
  basic: 'nav.basicMember',
  professional: 'nav.professionalPartner',
  venue: 'nav.venuePartner',
  admin: 'roles.administrator',
};

/** "Professional Partner", "Administrator", … in the active language. */
export const roleLabel = (role: Role | 'admin'): string => t(ROLE_IDS[role]);
