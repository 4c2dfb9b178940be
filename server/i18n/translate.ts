import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { interpolate, type Catalogue } from '../../contracts/i18n/interpolate';
import { asLocale, DEFAULT_LOCALE, PSEUDO_LOCALE, type Locale } from '../../contracts/i18n/locales';
import type { MessageId, Translate } from '../../contracts/i18n/messages';
import { pseudoLocalise } from '../../contracts/i18n/pseudo';
import { sourceOf } from './sources';

// The server's words — emails, API error messages — from the same catalogues as the web app, in
// the same compiled form and filled in by the same code (docs/decisions/0064). Compiled once per
// language, on first use.
const compile = (source: Record<string, string>): Catalogue =>
  Object.fromEntries(Object.entries(source).map(([id, text]) => [id, compileMessageOrThrow(text)]));

const enGB = sourceOf('en-GB');
const compiled = new Map<Locale, Catalogue>();

function catalogue(locale: Locale): Catalogue {
  let messages = compiled.get(locale);
  if (!messages) {
    messages = locale === PSEUDO_LOCALE ? pseudoLocalise(compile(enGB)) : compile(sourceOf(locale));
    compiled.set(locale, messages);
  }
  return messages;
}

/** The translator of `locale` (a text naming a language we do not have: en-GB). */
export function translator(locale: string | null | undefined): Translate {
  const active = asLocale(locale) ?? DEFAULT_LOCALE;
  const messages = catalogue(active);
  return (id, values) => (messages[id] === undefined ? id : interpolate(active, messages[id], values));
}

/** Whether `id` is a message of the catalogue (an API error's message id, server/plugins/errors.ts). */
export const isMessageId = (id: string): id is MessageId => Object.hasOwn(enGB, id);
