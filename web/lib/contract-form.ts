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
export function useContractForm<T, K extends string>(schema: Schema<T>, fields: readonly K[], save: (body: T) => Promise<unknown>, fallback: string) {
  const [errors, setErrors] = useState<FormErrors<K>>({});
  const [pending, setPending] = useState(false);
  async function submit(body: unknown) {
    if (pending) return;
    const parsed = schema.safeParse(body);
    if (!parsed.success) {
      setErrors(errorsFromIssues(parsed.error.issues, fields));
      focusFirstInvalid();
      return;
    }
    setErrors({});
    setPending(true);
    try {
      await save(parsed.data);
    } catch (err) {
      setErrors(errorsFromServer(err, fields, fallback));
      focusFirstInvalid();
    } finally {
      setPending(false);
    }
  }
  const clear = (key: K | 'form') => setErrors((e) => (e[key] === undefined ? e : { ...e, [key]: undefined }));
  return { errors, setErrors, pending, submit, clear };
}
