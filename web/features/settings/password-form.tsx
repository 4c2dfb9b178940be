import { useState } from 'react';
import { passwordChangeForm } from '../../../contracts/auth';
import { MIN_PASSWORD_LENGTH } from '../../../contracts/constants';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { Form } from '../../components/ui/form';
import { useToast } from '../../components/ui/toast';
import { useContractForm } from '../../lib/contract-form';
import { t } from '../../lib/i18n';
import { refusal, type FormErrors } from '../../lib/form-errors';
import { useSession, WEAK_PASSWORD_TITLE } from '../../lib/session';
import { PasswordInput } from '../../components/ui/password-input';
import { ConfirmationCodeField } from './confirmation-code-field';
import { SETTINGS_TEXT } from './settings-text';

const FIELDS = ['current_password', 'code', 'password', 'confirm'] as const;
/** The auth-js codes that are about one input (issue 9: a change asks for the current password). */
const INPUT_OF_CODE = { weak_password: 'password', current_password_required: 'current_password', invalid_credentials: 'current_password', otp_expired: 'code' };

/**
 * Change password (docs/product.md §2 Security, §5, §8) through the shared form and the contract's
 * passwordChangeForm: each problem shows by its input and, as the specification says, in a toast
 * (the first one: length, then match, then the current password). The current password is asked
 * for except in the password-reset flow, where the server does not require it.
 */
export function PasswordForm() {
  const { toast } = useToast();
  const { changePassword, recovery, hasPassword } = useSession();
  const [values, setValues] = useState({ current_password: '', code: '', password: '', confirm: '' });
  // An account without a password (issue 28) confirms with an emailed code instead.
  const askCurrent = !recovery && hasPassword;
  const askCode = !recovery && !hasPassword;

  function toastFirst(errors: FormErrors<(typeof FIELDS)[number]>) {
    const said = (key: keyof typeof errors) => (typeof errors[key] === 'string' ? (errors[key] as string) : null);
    const password = said('password');
    // 'Weak Password' for the contract's length rule and the server's weak_password alike.
    if (password) return toast({ type: 'error', title: WEAK_PASSWORD_TITLE, message: password });
    if (said('confirm')) return toast({ type: 'error', ...SETTINGS_TEXT.mismatch() });
    const current = said('current_password') ?? said('code');
    if (current) return toast({ type: 'error', title: SETTINGS_TEXT.passwordFailed().title, message: current });
    // Any other refusal: the specification's sentence (the form has no message of its own).
    toast({ type: 'error', ...SETTINGS_TEXT.passwordFailed() });
  }

  const form = useContractForm(
    passwordChangeForm(askCurrent, askCode),
    FIELDS,
    async (body) => {
      const { error } = await changePassword(body.password, askCurrent ? body.current_password : undefined, askCode ? body.code : undefined);
      if (error) throw refusal(error, INPUT_OF_CODE);
      setValues({ current_password: '', code: '', password: '', confirm: '' });
      toast({ type: 'success', ...SETTINGS_TEXT.passwordUpdated() });
    },
    SETTINGS_TEXT.passwordFailed().message,
    toastFirst,
  );
  const { errors } = form;
  const input = (key: (typeof FIELDS)[number], label: string, autoComplete: string, hint?: string) => (
    <Field label={label} hint={hint} error={errors[key]}>
      {({ id, describedBy, invalid }) => (
        <PasswordInput
          id={id}
          autoComplete={autoComplete}
          value={values[key]}
          onChange={(e) => {
            const value = e.currentTarget.value;
            setValues((v) => ({ ...v, [key]: value }));
            form.clear(key);
          }}
          aria-describedby={describedBy}
          aria-invalid={invalid}
        />
      )}
    </Field>
  );

  return (
    <Form onSubmit={() => form.submit(values)} noValidate className="space-y-4">
      {askCurrent && input('current_password', t('settings.password.current'), 'current-password')}
      {askCode && (
        <ConfirmationCodeField
          value={values.code}
          onChange={(code) => {
            setValues((v) => ({ ...v, code }));
            form.clear('code');
          }}
          error={errors.code}
        />
      )}
      {input('password', t('settings.password.new'), 'new-password', t('settings.password.newHint', { count: MIN_PASSWORD_LENGTH }))}
      {input('confirm', t('settings.password.confirm'), 'new-password', SETTINGS_TEXT.confirmHint())}
      <Button type="submit" disabled={form.pending} className="w-full sm:w-auto">
        {form.pending ? t('settings.password.updating') : askCode ? t('settings.password.set') : t('settings.password.update')}
      </Button>
    </Form>
  );
}
