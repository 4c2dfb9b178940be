import { ApiRequestError } from './api';

// How every form shows what is wrong (issue 25, "One form"): the form's contract schema (zod,
// from contracts/) says which input a problem is about, and so does the server's `field` when it
// refuses a save — never the wording of a message.

/** A form's messages: one per input, and `form` for what is about no one input (shown above the fields). */
export type FormErrors<K extends string> = Partial<Record<K | 'form', string>>;

type Issue = { readonly path: readonly PropertyKey[]; readonly message: string };

/** Where a body key is typed when the input has another name (e.g. default_booking_rate → rate, in pounds). */
export type Renamed<K extends string> = Partial<Record<string, K>>;

const inputOf = <K extends string>(name: string | undefined, fields: readonly K[], renamed: Renamed<K> = {}): K | 'form' => {
  if (name === undefined) return 'form';
  const input = renamed[name] ?? name;
  return (fields as readonly string[]).includes(input) ? (input as K) : 'form';
};

/** The contract schema's issues, the first message for each input (nested paths go to their top input). */
export function errorsFromIssues<K extends string>(issues: readonly Issue[], fields: readonly K[], renamed?: Renamed<K>): FormErrors<K> {
  const out: FormErrors<K> = {};
  for (const issue of issues) {
    const key = inputOf(issue.path.length ? String(issue.path[0]) : undefined, fields, renamed);
    out[key] ??= issue.message;
  }
  return out;
}

/**
 * A refused save: the server's message by the input its `field` names, or for the whole form
 * when it names none (or one this form does not have). `fallback` when the API did not answer.
 */
export function errorsFromServer<K extends string>(err: unknown, fields: readonly K[], fallback: string, renamed?: Renamed<K>): FormErrors<K> {
  if (!(err instanceof ApiRequestError)) return { form: fallback } as FormErrors<K>;
  const key = inputOf(err.field?.split('.')[0], fields, renamed);
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
