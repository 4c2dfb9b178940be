import { useRef, useState, type FormEvent } from 'react';
import { MIN_PASSWORD_LENGTH } from '../../../contracts/constants';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { useToast } from '../../components/ui/toast';
import { useSession, WEAK_PASSWORD_TITLE } from '../../lib/session';
import { PasswordInput } from '../../components/ui/password-input';
import { ConfirmationCodeField } from './confirmation-code-field';
import { SETTINGS_TEXT } from './settings-text';

/** Server codes that concern the "Current password" field (issue 9: a change asks for it). */
const CURRENT_PASSWORD_CODES = new Set(['current_password_required', 'invalid_credentials', 'otp_expired']);

/**
 * Change password (docs/product.md §2 Security, §5, §8): length and match checked first, each with its
 * toast; then the current password, which the server requires (issue 9) except in the
 * password-reset flow, where the field is not shown.
 */
export function PasswordForm() {
  const { toast } = useToast();
  const { changePassword, recovery, hasPassword } = useSession();
  const [current, setCurrent] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [currentError, setCurrentError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  // An account without a password (issue 28) confirms with an emailed code instead.
  const askCurrent = !recovery && hasPassword;
  const askCode = !recovery && !hasPassword;

  /** Missing or wrong current password: said next to the field (which gets focus) and in a toast. */
  function refuseCurrent(message: string) {
    setCurrentError(message);
    formRef.current?.querySelector<HTMLInputElement>('input[autocomplete="current-password"], input[autocomplete="one-time-code"]')?.focus();
    toast({ type: 'error', title: SETTINGS_TEXT.passwordFailed.title, message });
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    setCurrentError(null);
    if (password.trim().length < MIN_PASSWORD_LENGTH) return void toast({ type: 'error', ...SETTINGS_TEXT.weakPassword });
    if (password !== confirm) return void toast({ type: 'error', ...SETTINGS_TEXT.mismatch });
    if (askCurrent && !current) return refuseCurrent(SETTINGS_TEXT.currentMissing);
    if (askCode && !/^\d{6}$/.test(code.trim())) return refuseCurrent('Enter the 6-digit code from the email.');
    setBusy(true);
    const { error } = await changePassword(password, askCurrent ? current : undefined, askCode ? code : undefined);
    setBusy(false);
    if (error?.code === 'weak_password') return void toast({ type: 'error', title: WEAK_PASSWORD_TITLE, message: error.message });
    if (error && CURRENT_PASSWORD_CODES.has(error.code ?? '')) return refuseCurrent(error.message);
    if (error) return void toast({ type: 'error', ...SETTINGS_TEXT.passwordFailed });
    setCurrent('');
    setCode('');
    setPassword('');
    setConfirm('');
    toast({ type: 'success', ...SETTINGS_TEXT.passwordUpdated });
  }

  return (
    <form ref={formRef} onSubmit={submit} noValidate className="space-y-4">
      {askCurrent && (
        <Field label="Current password" error={currentError}>
          {({ id, describedBy, invalid }) => (
            <PasswordInput
              id={id}
              autoComplete="current-password"
              value={current}
              onChange={(e) => setCurrent(e.target.value)}
              aria-describedby={describedBy}
              aria-invalid={invalid}
            />
          )}
        </Field>
      )}
      {askCode && <ConfirmationCodeField value={code} onChange={setCode} error={currentError} />}
      <Field label="New Password" hint={`At least ${MIN_PASSWORD_LENGTH} characters.`}>
        {({ id, describedBy }) => <PasswordInput id={id} autoComplete="new-password" value={password} onChange={(e) => setPassword(e.target.value)} aria-describedby={describedBy} />}
      </Field>
      <Field label="Confirm New Password" hint={SETTINGS_TEXT.confirmHint}>
        {({ id, describedBy }) => <PasswordInput id={id} autoComplete="new-password" value={confirm} onChange={(e) => setConfirm(e.target.value)} aria-describedby={describedBy} />}
      </Field>
      <Button type="submit" disabled={busy} className="w-full sm:w-auto">
        {busy ? 'Updating…' : askCode ? 'Set Password' : 'Update Password'}
      </Button>
    </form>
  );
}
