import type admin from './catalogues/admin/en-GB.json';
import type api from './catalogues/api/en-GB.json';
import type app from './catalogues/app/en-GB.json';
import type auth from './catalogues/auth/en-GB.json';
import type core from './catalogues/core/en-GB.json';
import type email from './catalogues/email/en-GB.json';
import type forms from './catalogues/forms/en-GB.json';
import type meetup from './catalogues/meetup/en-GB.json';
import type meetups from './catalogues/meetups/en-GB.json';
import type network from './catalogues/network/en-GB.json';
import type pages from './catalogues/pages/en-GB.json';
import type settings from './catalogues/settings/en-GB.json';
import type venues from './catalogues/venues/en-GB.json';

/** A message's id: a key of a source catalogue (en-GB) of any area (contracts/i18n/areas.ts), so a typo fails the typecheck. */
export type MessageId =
  | keyof typeof core
  | keyof typeof app
  | keyof typeof auth
  | keyof typeof meetup
  | keyof typeof meetups
  | keyof typeof venues
  | keyof typeof admin
  | keyof typeof settings
  | keyof typeof network
  | keyof typeof pages
  | keyof typeof forms
  | keyof typeof email
  | keyof typeof api;
/** Values of an ICU message's placeholders ({name}, {count, plural, …}). */
export type MessageValues = Record<string, string | number | Date>;
/** A translated text for an id (web/lib/i18n, server/i18n). */
export type Translate = (id: MessageId, values?: MessageValues) => string;
