import type { CompiledMessage } from '@lingui/message-utils/compileMessage';
import type { Catalogue } from './interpolate';

// The pseudo-locale en-XA (issue 29): every letter accented and each text ~40% longer, inside
// brackets — a text that is cut off loses its bracket, and a text that stays plain English was
// never taken from the catalogue. Placeholders, plural forms and '#' are left as they are.
const ACCENTS: Record<string, string> = {
  a: 'á', b: 'ƀ', c: 'ç', d: 'ð', e: 'é', f: 'ƒ', g: 'ĝ', h: 'ĥ', i: 'í', j: 'ĵ', k: 'ķ', l: 'ļ', m: 'ɱ',
  n: 'ñ', o: 'ö', p: 'þ', q: 'ǫ', r: 'ŕ', s: 'š', t: 'ţ', u: 'û', v: 'ṽ', w: 'ŵ', x: 'ẋ', y: 'ý', z: 'ž',
  A: 'Á', B: 'Ɓ', C: 'Ç', D: 'Ð', E: 'É', F: 'Ƒ', G: 'Ĝ', H: 'Ĥ', I: 'Í', J: 'Ĵ', K: 'Ķ', L: 'Ļ', M: 'Ṁ',
  N: 'Ñ', O: 'Ö', P: 'Þ', Q: 'Ǫ', R: 'Ŕ', S: 'Š', T: 'Ţ', U: 'Û', V: 'Ṽ', W: 'Ŵ', X: 'Ẋ', Y: 'Ý', Z: 'Ž',
};

// A rich text's marks (<link>words</link>, <icon/>: web/lib/rich-text.tsx) keep their names.
const accent = (text: string) => text.replace(/<\/?\w+\/?>|[a-zA-Z]/g, (c) => (c.length > 1 ? c : (ACCENTS[c] ?? c)));
const padding = (text: string) => ' ·'.repeat(Math.ceil((text.trim().length * 0.4) / 2));

type Token = CompiledMessage[number];

function walk(tokens: CompiledMessage): CompiledMessage {
  return tokens.map((token: Token): Token => {
    if (typeof token === 'string') return token === '#' ? token : accent(token);
    if (!Array.isArray(token)) return token;
    const [name, kind, forms] = token as [string, string?, Record<string, CompiledMessage>?];
    if (!forms || typeof forms !== 'object') return token;
    const out: Record<string, CompiledMessage> = {};
    for (const [form, message] of Object.entries(forms) as Array<[string, string | CompiledMessage | number | undefined]>) {
      // A plural's `offset` (a number, or undefined when the message has none) is not a form.
      if (message === undefined || typeof message === 'number') out[form] = message as never;
      else out[form] = typeof message === 'string' ? [accent(message)] : walk(message);
    }
    return [name, kind, out] as unknown as Token;
  }) as CompiledMessage;
}

/** A text written outside the catalogues (zod's own wording) as the pseudo-locale shows its own. */
export const pseudoText = (text: string): string => `[${accent(text)}${padding(text)}]`;

/** The pseudo-locale's catalogue from the source's compiled one. */
export function pseudoLocalise(source: Catalogue): Catalogue {
  const out: Catalogue = {};
  for (const [id, message] of Object.entries(source)) {
    const tokens: CompiledMessage = typeof message === 'string' ? [message] : message;
    const plain = tokens.filter((t) => typeof t === 'string').join('');
    out[id] = ['[', ...walk(tokens), `${padding(plain)}]`] as CompiledMessage;
  }
  return out;
}
