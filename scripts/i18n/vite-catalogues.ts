import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';

const CATALOGUE = /[\\/]contracts[\\/]i18n[\\/]catalogues[\\/]\w+[\\/][\w-]+\.json$/;

/**
 * The message catalogues (contracts/i18n/catalogues/<area>/<locale>.json, ICU text) compiled as the browser
 * imports them: each message becomes Lingui's compiled form (JSON arrays), so the page ships no
 * ICU parser — @lingui/core's runtime only interpolates (docs/decisions/0064). The output is
 * still JSON, so Vite's own JSON handling turns it into a module as before. A message that does
 * not parse fails the build.
 */
export function compileCatalogues(): Plugin {
  return {
    name: 'civic-connect:compile-catalogues',
    enforce: 'pre',
    transform(code, id) {
      if (!CATALOGUE.test(id.split('?')[0])) return null;
      const source = JSON.parse(code) as Record<string, string>;
      // A message without placeholders ships as its text, not a one-item array (smaller).
      const compiled = Object.fromEntries(
        Object.entries(source).map(([key, text]) => {
          const tokens = compileMessageOrThrow(text);
          return [key, tokens.length === 1 && typeof tokens[0] === 'string' ? tokens[0] : tokens];
        }),
      );
      return { code: JSON.stringify(compiled), map: null };
    },
  };
}
