import type { FormErrors } from '../../lib/form-errors';
import { Field, TextInput } from '../../components/ui/field';
import { t } from '../../lib/i18n';

/** The part of a contract form (web/lib/contract-form.ts) the field reads: its error, cleared as the member types. */
type EmailForm = { errors: FormErrors<'email'>; clear: (key: 'email') => void };

/** The sign-in forms' "Email address" field: the keyboard and autofill for an address; typing clears its error. */
export function EmailField({ value, onChange, form }: { value: string; onChange: (email: string) => void; form: EmailForm }) {
  return (
    <Field label={t('auth.emailAddress')} error={form.errors.email}>
      {({ id, describedBy, invalid }) => (
        <TextInput
          id={id}
          type="email"
          autoComplete="email"
          inputMode="email"
          value={value}
          onChange={(e) => {
            onChange(e.target.value);
            form.clear('email');
          }}
          aria-describedby={describedBy}
          aria-invalid={invalid}
        />
      )}
    </Field>
  );
}
