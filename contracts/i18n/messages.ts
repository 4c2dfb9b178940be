import type enGB from './catalogues/en-GB.json';

/** A message's id: a key of the source catalogue (en-GB), so a typo fails the typecheck. */
export type MessageId = keyof typeof enGB;
/** Values of an ICU message's placeholders ({name}, {count, plural, …}). */
export type MessageValues = Record<string, string | number | Date>;
/** A translated text for an id (web/lib/i18n, server/i18n). */
export type Translate = (id: MessageId, values?: MessageValues) => string;
