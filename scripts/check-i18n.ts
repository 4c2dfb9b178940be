// `npm run check:i18n` (part of `npm run check`; issue 29, docs/decisions/0064): every word a
// person reads comes from the message catalogues (contracts/i18n/catalogues).
//
// 1. No user-visible English written into the code of a converted file: JSX text; the string
//    props people read or hear (aria-label, placeholder, title, alt, label, …); string literals
//    a JSX expression shows ({busy ? 'Saving…' : 'Save'}); `label:`/`title:`/`message:`-like
//    properties; an email template's subject and preview; an API error's message
//    (`new ApiError(…, 'text')`, badRequest/unauthorized/forbidden/notFound/conflict).
// 2. Every catalogue has exactly the source's (en-GB) keys, every message parses as ICU, and a
//    translation uses the same {placeholders} as its source.
//
// TypeScript 7's compiler has no JavaScript API, so the files are read with the oxc parser that
// Vite already ships (as scripts/check-boundaries.ts does): the same ESTree for .ts and .tsx.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { compileMessageOrThrow, type CompiledMessage } from '@lingui/message-utils/compileMessage';
import { parseSync } from 'vite';
import { LOCALES } from '../contracts/i18n/locales';
import { AREAS } from '../contracts/i18n/areas';
import { NOT_YET_CONVERTED } from './i18n/not-yet-converted';

const ROOTS = ['web', 'server/email/templates', 'server'];
const SOURCE = /\.(ts|tsx)$/;
const SKIP = /(\.test\.tsx?|\.d\.ts)$/;
// Props a person reads or hears (JSX attributes) and object keys that hold such text.
const TEXT_PROPS = new Set(['aria-label', 'aria-description', 'aria-roledescription', 'aria-valuetext', 'placeholder', 'title', 'alt', 'label', 'closeLabel', 'description', 'hint', 'emptyText', 'confirmLabel', 'cancelLabel', 'term', 'intro', 'heading', 'subtitle', 'caption']);
const TEXT_KEYS = new Set(['label', 'title', 'message', 'description', 'placeholder', 'hint', 'subject', 'preview', 'ariaLabel']);
const ERROR_CALLS = new Set(['badRequest', 'unauthorized', 'forbidden', 'notFound', 'conflict']);
// Words: a letter of any script. Symbols, numbers and punctuation alone are not language.
const WORDS = /\p{L}{2,}/u;
// Language rather than a code or a setting: two words, or a capitalised word ('A member', 'Venue'; not 'en-GB', 'GBP', 'info').
const LANGUAGE = /\p{L}+ +\p{L}+|^\p{Lu}\p{Ll}+/u;
// Names that are the same in every language.
const PROPER_NAMES = new Set(['Civic Connect', 'LinkedIn', 'Instagram', 'Google', 'Apple', 'GitHub', 'Microsoft', 'Google Calendar', 'Outlook']);
// A message id (a key of the source catalogue) names text; it is not text itself.
const CATALOGUES = 'contracts/i18n/catalogues';
const readCatalogue = (dir: string, area: string, locale: string) => JSON.parse(readFileSync(path.join(dir, area, `${locale}.json`), 'utf8')) as Record<string, string>;
// (Not the `forms` area's: its keys are English sentences, contracts/i18n/areas.ts.)
const MESSAGE_IDS = new Set(AREAS.filter((area) => area !== 'forms').flatMap((area) => Object.keys(readCatalogue(CATALOGUES, area, 'en-GB'))));
const FORM_MESSAGES = readCatalogue(CATALOGUES, 'forms', 'en-GB');

// The demo data's meetups and venues are what members wrote (titles, descriptions): like any
// member's words they are shown as written, in every language. Anything else in those files (a
// notification the demo seeds) is the product's text and is checked.
const DEMO_CONTENT = new Set(['server/db/seed-meetups.ts', 'server/db/seed-venues.ts']);
const isDemoMembersWords = (f: Finding) => DEMO_CONTENT.has(f.file) && (f.why === 'title:' || f.why === 'description:' || f.why === 'fallback text');
// Not words a member reads: the server's settings and their refusals, for whoever runs it (in English).
const SETTINGS = new Set(['server/config.ts']);
const isNotText = (f: Finding) => SETTINGS.has(f.file);

export type Finding = { file: string; line: number; text: string; why: string };

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    return e.isDirectory() ? filesUnder(full) : SOURCE.test(e.name) && !SKIP.test(e.name) ? [full] : [];
  });
}

type Node = { type: string; start: number; end: number; [key: string]: unknown };
const isNode = (v: unknown): v is Node => typeof v === 'object' && v !== null && typeof (v as Node).type === 'string';

/** The literal text of a string node (a plain string or a template without placeholders' parts), else null. */
function literalText(node: unknown): string | null {
  if (!isNode(node)) return null;
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node.type === 'TemplateLiteral') return (node.quasis as Array<{ value: { cooked: string } }>).map((q) => q.value.cooked).join(' ');
  return null;
}

/** The string literals an expression may evaluate to (through ?:, ||, ??, parentheses). */
function shownStrings(node: unknown): Array<{ node: Node; text: string }> {
  if (!isNode(node)) return [];
  const text = literalText(node);
  if (text !== null) return [{ node, text }];
  if (node.type === 'ConditionalExpression') return [...shownStrings(node.consequent), ...shownStrings(node.alternate)];
  if (node.type === 'LogicalExpression') return shownStrings(node.right);
  if (node.type === 'ParenthesizedExpression') return shownStrings(node.expression);
  return [];
}

const lineAt = (code: string, offset: number) => code.slice(0, offset).split('\n').length;
const nameOf = (n: unknown): string | null => (isNode(n) ? ((n.name as string) ?? (isNode(n.property) ? (n.property.name as string) : null)) : null);

/** The user-visible English written into one file's code. */
export function findingsIn(file: string, code: string): Finding[] {
  const { program, errors } = parseSync(file, code);
  if (errors.length) throw new Error(`${file}: ${errors[0].message}`);
  const found: Finding[] = [];
  const report = (node: Node, text: string, why: string) => {
    if (WORDS.test(text) && !PROPER_NAMES.has(text.trim()) && !MESSAGE_IDS.has(text)) found.push({ file, line: lineAt(code, node.start), text: text.trim().replace(/\s+/g, ' ').slice(0, 60), why });
  };
  const visit = (node: Node, parent: Node | null) => {
    switch (node.type) {
      case 'JSXText':
        report(node, node.value as string, 'JSX text');
        break;
      case 'JSXAttribute': {
        const name = isNode(node.name) ? (node.name.name as string) : '';
        if (TEXT_PROPS.has(name)) {
          const value = node.value as Node | null;
          const expr = value?.type === 'JSXExpressionContainer' ? value.expression : value;
          for (const s of shownStrings(expr)) report(s.node, s.text, `${name}=`);
        }
        break;
      }
      case 'JSXExpressionContainer':
        if (parent?.type === 'JSXElement' || parent?.type === 'JSXFragment') for (const s of shownStrings(node.expression)) report(s.node, s.text, 'JSX expression');
        break;
      case 'Property': {
        const key = nameOf(node.key) ?? literalText(node.key);
        // A validation message (zod's `{ error: '…' }`): a message id or a `forms` sentence,
        // translated on the way out (server/plugins/errors.ts). A template with placeholders is
        // listed in `forms` by its result, as the contracts' are.
        if (key === 'error' && isNode(node.value) && !(node.value.type === 'TemplateLiteral' && (node.value.expressions as Node[]).length > 0)) {
          for (const s of shownStrings(node.value)) if (LANGUAGE.test(s.text) && !Object.hasOwn(FORM_MESSAGES, s.text)) report(s.node, s.text, 'validation message');
        }
        if (key && TEXT_KEYS.has(key)) {
          const value = node.value as Node;
          const body = value.type === 'ArrowFunctionExpression' ? value.body : value;
          for (const s of shownStrings(body)) report(s.node, s.text, `${key}:`);
        }
        break;
      }
      case 'LogicalExpression':
        // A fallback for a missing value (`name || 'A member'`) is read as often as the value.
        if (node.operator !== '&&' && !literalText(node.left) && !/class/i.test(nameOf(node.left) ?? '')) for (const s of shownStrings(node.right)) if (LANGUAGE.test(s.text)) report(s.node, s.text, 'fallback text');
        break;
      case 'NewExpression':
      case 'CallExpression': {
        const callee = nameOf(node.callee);
        const args = node.arguments as Node[];
        if (node.type === 'NewExpression' && callee === 'ApiError') for (const s of shownStrings(args[2])) report(s.node, s.text, 'API error message');
        if (node.type === 'CallExpression' && callee && ERROR_CALLS.has(callee)) for (const s of shownStrings(args[args.length - 1])) report(s.node, s.text, 'API error message');
        break;
      }
    }
    for (const [key, child] of Object.entries(node)) {
      if (key === 'parent') continue;
      if (Array.isArray(child)) for (const c of child) if (isNode(c)) visit(c, node);
      if (isNode(child)) visit(child, node);
    }
  };
  for (const statement of program.body as unknown as Node[]) visit(statement, null);
  return found;
}

/**
 * The contracts' validation messages (zod, contracts/*.ts): every sentence a schema says must be a
 * key of the `forms` catalogue, which translates it by its text (contracts/i18n/areas.ts). A
 * sentence built at run time (a template with placeholders) is listed there by its result.
 * OpenAPI words (`.describe()`, `.meta()`) are for developers; contracts/info-pages.ts holds route
 * titles (web/app/routes.tsx resolves them).
 */
export function contractFindings(file: string, code: string): Finding[] {
  const { program } = parseSync(file, code);
  const found: Finding[] = [];
  const SENTENCE = /^[A-Z].* .*[.?!)]$/s;
  const visit = (node: Node) => {
    if (node.type === 'CallExpression') {
      const callee = node.callee as Node;
      const name = callee.type === 'MemberExpression' ? nameOf(callee.property) : nameOf(callee);
      if (name === 'describe' || name === 'meta') return;
    }
    const text = node.type === 'Literal' || (node.type === 'TemplateLiteral' && (node.expressions as Node[]).length === 0) ? literalText(node) : null;
    if (text !== null && SENTENCE.test(text) && !Object.hasOwn(FORM_MESSAGES, text)) found.push({ file, line: lineAt(code, node.start), text: text.slice(0, 60), why: 'contract message not in the forms catalogue' });
    for (const [key, child] of Object.entries(node)) {
      if (key === 'parent') continue;
      if (Array.isArray(child)) for (const c of child) if (isNode(c)) visit(c);
      if (isNode(child)) visit(child);
    }
  };
  for (const statement of program.body as unknown as Node[]) visit(statement);
  return found;
}

/** The {placeholders} of an ICU message (the names its arguments use), sorted; throws when it does not parse. */
function placeholdersOf(message: string): string[] {
  const names = new Set<string>();
  const walk = (tokens: CompiledMessage) => {
    for (const t of tokens) {
      if (typeof t === 'string') continue;
      names.add(t[0]);
      const cases = t[2];
      if (cases && typeof cases === 'object') for (const c of Object.values(cases)) if (Array.isArray(c)) walk(c as CompiledMessage);
    }
  };
  walk(compileMessageOrThrow(message));
  return [...names].sort();
}

/** Keys missing or extra in a catalogue, messages that do not parse, placeholders that differ, an id in two areas. */
export function catalogueProblems(dir = CATALOGUES): string[] {
  const problems: string[] = [];
  const areaOf = new Map<string, string>();
  for (const area of AREAS) {
    const source = readCatalogue(dir, area, 'en-GB');
    for (const id of Object.keys(source)) {
      const other = areaOf.get(id);
      if (other) problems.push(`"${id}" is in two areas (${other}, ${area}): an id lives in one`);
      areaOf.set(id, area);
    }
    for (const locale of LOCALES) {
      const messages = readCatalogue(dir, area, locale);
      for (const id of Object.keys(source)) {
        if (!(id in messages)) {
          problems.push(`${area}/${locale}: missing "${id}"`);
          continue;
        }
        try {
          const want = placeholdersOf(source[id]).join(',');
          const got = placeholdersOf(messages[id]).join(',');
          if (want !== got) problems.push(`${area}/${locale}: "${id}" has placeholders {${got}}, the source has {${want}}`);
        } catch (err) {
          problems.push(`${area}/${locale}: "${id}" is not a valid ICU message (${(err as Error).message})`);
        }
      }
      for (const id of Object.keys(messages)) if (!(id in source)) problems.push(`${area}/${locale}: "${id}" is not in the source catalogue (${area}/en-GB)`);
    }
  }
  return problems;
}

function main() {
  const files = [...new Set(ROOTS.flatMap(filesUnder))].map((f) => f.split(path.sep).join('/'));
  const pending = new Set(NOT_YET_CONVERTED);
  const contracts = readdirSync('contracts').filter((f) => SOURCE.test(f) && !SKIP.test(f) && f !== 'info-pages.ts').map((f) => `contracts/${f}`);
  const findings = [
    ...files.filter((f) => !pending.has(f)).flatMap((f) => findingsIn(f, readFileSync(f, 'utf8')).filter((x) => !isDemoMembersWords(x) && !isNotText(x))),
    ...contracts.flatMap((f) => contractFindings(f, readFileSync(f, 'utf8'))),
  ];
  // The list only shrinks: a listed file that has no English left (or no longer exists) must leave it.
  const done = [...pending].filter((f) => !files.includes(f) || findingsIn(f, readFileSync(f, 'utf8')).filter((x) => !isDemoMembersWords(x) && !isNotText(x)).length === 0);
  const problems = catalogueProblems();
  for (const f of findings) console.error(`${f.file}:${f.line}  ${f.why}  "${f.text}" — not from the catalogue (web/lib/i18n.ts t(), server/i18n)`);
  for (const f of done) console.error(`${f}: no English left (or gone) — take it off NOT_YET_CONVERTED in scripts/i18n/not-yet-converted.ts`);
  for (const p of problems) console.error(`catalogue ${p}`);
  const failed = findings.length + done.length + problems.length;
  if (failed > 0) {
    console.error(`\ni18n check: ${findings.length} text(s) outside the catalogue, ${done.length} list entr(ies) to remove, ${problems.length} catalogue problem(s).`);
    process.exit(1);
  }
  console.log(`i18n check: ${files.length - pending.size} converted files clean, ${pending.size} not yet converted (scripts/i18n/not-yet-converted.ts); ${LOCALES.length} languages × ${AREAS.length} areas complete.`);
}

if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]))) main();
