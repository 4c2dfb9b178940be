import { useState } from 'react';
import { errorsFromIssues, errorsFromServer, focusFirstInvalid, type FormErrors } from './form-errors';

/** The part of a zod schema a form needs (the contract's schema; zod itself stays out of this file). */
type Schema<T> = {
  safeParse(value: unknown): { success: true; data: T } | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };
};

/**
 * One form's state around its contract schema: `submit(body)` checks the body with the schema
 * (the server checks the same one), saves it, and shows every problem by its input — the
 * schema's issues and the server's `field` alike. Use with <Form onSubmit={() => f.submit(body)}>.
 */
/**
 * A schema loaded when the form is first sent, for a form on the first load (where zod would cost
 * ~25 KB): `{ load: () => import('…/contracts/x').then((m) => m.schema) }`; call `load` on focus to
 * have it ready.
 */
export type LazySchema<T> = { load: () => Promise<Schema<T>> };

export function useContractForm<T, K extends string>(
  schema: Schema<T> | LazySchema<T>,
  fields: readonly K[],
  save: (body: T) => Promise<unknown>,
  fallback: string,
  /** Also told what was refused (the schema's or the server's), e.g. for a form whose specification adds a toast. */
  onRefused?: (errors: FormErrors<K>) => void,
) {
  const [errors, setErrors] = useState<FormErrors<K>>({});
  const [pending, setPending] = useState(false);
  const refuse = (next: FormErrors<K>) => {
    setErrors(next);
    onRefused?.(next);
    focusFirstInvalid();
  };
  async function submit(body: unknown) {
    if (pending) return;
    const parsed = ('load' in schema ? await schema.load() : schema).safeParse(body);
    if (!parsed.success) return refuse(errorsFromIssues(parsed.error.issues, fields));
    setErrors({});
    setPending(true);
    try {
      await save(parsed.data);
    } catch (err) {
      refuse(errorsFromServer(err, fields, fallback));
    } finally {
      setPending(false);
    }
  }
  const clear = (key: K | 'form') => setErrors((e) => (e[key] === undefined ? e : { ...e, [key]: undefined }));
  return { errors, setErrors, pending, submit, clear };
}
