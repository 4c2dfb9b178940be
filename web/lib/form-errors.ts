import { ApiRequestError } from './api';
import { tText } from './i18n';

// How every form shows what is wrong (issue 25, "One form"): the form's contract schema (zod,
// from contracts/) says which input a problem is about, and so does the server's `field` when it
// refuses a save — never the wording of a message.

/**
 * A form's messages: one per input, and `form` for what is about the whole form (shown once, under
 * the fields). An input marked `true` is part of the form's problem (e.g. one of several required
 * inputs left empty): it is marked invalid, and its words are the form's message, not repeated by it.
 */
export type FormErrors<K extends string> = Partial<Record<K, string | true>> & { form?: string };

/**
 * A schema problem. An issue with an empty path is about the whole form; it may name the inputs it
 * concerns in `params.inputs` (a zod custom issue's params), which are then marked, without words.
 */
type Issue = { readonly path: readonly PropertyKey[]; readonly message: string; readonly params?: { readonly inputs?: readonly string[] } };

/** Where a body key is typed when the input has another name (e.g. default_booking_rate → rate, in pounds). */
export type Renamed<K extends string> = Partial<Record<string, K>>;

const inputOf = <K extends string>(name: string | undefined, fields: readonly K[], renamed: Renamed<K> = {}): K | 'form' => {
  if (name === undefined) return 'form';
  const input = renamed[name] ?? name;
  return (fields as readonly string[]).includes(input) ? (input as K) : 'form';
};

/** The contract schema's issues, the first message for each input (nested paths go to their top input). */
export function errorsFromIssues<K extends string>(issues: readonly Issue[], fields: readonly K[], renamed?: Renamed<K>): FormErrors<K> {
  const byInput = new Map<K, string | true>();
  let form: string | undefined;
  const marked: K[] = [];
  for (const issue of issues) {
    const key = inputOf(issue.path.length ? String(issue.path[0]) : undefined, fields, renamed);
    if (key === 'form') {
      form ??= tText(issue.message);
      for (const name of issue.params?.inputs ?? []) {
        const input = inputOf(name, fields, renamed);
        if (input !== 'form') marked.push(input);
      }
    } else if (!byInput.has(key)) byInput.set(key, tText(issue.message));
  }
  // An input's own problem says more than the form's: it keeps its words.
  for (const input of marked) if (!byInput.has(input)) byInput.set(input, true);
  const out = Object.fromEntries(byInput) as FormErrors<K>;
  if (form !== undefined) out.form = form;
  return out;
}

/**
 * A refused save: the server's message by the input its `field` names, or for the whole form
 * when it names none (or one this form does not have). `fallback` when the API did not answer.
 */
export function errorsFromServer<K extends string>(err: unknown, fields: readonly K[], fallback: string, renamed?: Renamed<K>): FormErrors<K> {
  if (!(err instanceof ApiRequestError)) return { form: fallback } as FormErrors<K>;
  const key = inputOf(err.field?.split('.')[0], fields, renamed);
  if (key === 'form') return { form: err.message } as FormErrors<K>;
  return { [key]: err.message } as FormErrors<K>;
}

/** After the fields are marked: take the user to the first one to fix. */
export function focusFirstInvalid(root: ParentNode = document) {
  setTimeout(() => {
    const first = root.querySelector<HTMLElement>('form [aria-invalid="true"]');
    first?.focus();
    first?.scrollIntoView({ block: 'center' });
  }, 0);
}

/**
 * An auth-js refusal as a form's error: auth-js keeps GoTrue's code but not the input the server
 * named, so a form says which of its inputs a code is about (e.g. weak_password → password).
 */
export const refusal = (failure: { code: string | null; message: string }, inputOfCode: Partial<Record<string, string>> = {}) =>
  new ApiRequestError(400, failure.code ?? 'auth_failed', failure.message, (failure.code && inputOfCode[failure.code]) || null);
