import { useMemo, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { MIN_PASSWORD_LENGTH } from '../../../contracts/constants';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { useToast } from '../../components/ui/toast';
import { useSession, WEAK_PASSWORD_TITLE } from '../../lib/session';
import { AuthCard } from './auth-card';
import { PasswordInput } from '../../components/ui/password-input';

/** Reads an error the reset link put in the URL fragment (expired or already used). */
function linkError(): string | null {
  const hash = new URLSearchParams(window.location.hash.slice(1));
  return hash.get('error_description');
}

export default function ResetPasswordPage() {
  const { session, status, changePassword } = useSession();
  const { toast } = useToast();
  const navigate = useNavigate();
  const initialError = useMemo(linkError, []);
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<{ password?: string; confirm?: string; form?: string }>({});
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const next: typeof errors = {};
    if (password.trim().length < MIN_PASSWORD_LENGTH) next.password = 'Use at least 8 characters.';
    else if (password.trim() !== confirm.trim()) next.confirm = 'Passwords do not match.';
    setErrors(next);
    if (next.password || next.confirm) return;
    setBusy(true);
    // The link's (recovery) session sets a new password without the current one.
    const { error } = await changePassword(password);
    setBusy(false);
    if (!error) {
      setDone(true);
      setTimeout(() => navigate('/', { replace: true }), 1500);
    } else if (error.code === 'weak_password') {
      setErrors({ password: error.message });
      toast({ type: 'error', title: WEAK_PASSWORD_TITLE, message: error.message });
    } else setErrors({ form: 'Could not change your password. Request a new reset link and try again.' });
  }

  if (initialError && !session) {
    return (
      <AuthCard title="Reset link not valid">
        <Alert tone="error">{initialError}</Alert>
        <Link to="/forgot-password" className="mt-6 inline-block font-semibold text-brand-700 underline dark:text-brand-300">
          Request a new link
        </Link>
      </AuthCard>
    );
  }
  if (status !== 'loading' && !session) {
    return (
      <AuthCard title="Choose a new password" intro="Open the link from your reset email on this device to choose a new password.">
        <Link to="/forgot-password" className="font-semibold text-brand-700 underline dark:text-brand-300">
          Send me a reset link
        </Link>
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Choose a new password" intro="Your new password signs you out of every other device.">
      {done ? (
        <Alert tone="success" title="Password Updated">
          Your password has been changed.
        </Alert>
      ) : (
        <form method="post" onSubmit={submit} noValidate className="space-y-5">
          {errors.form && <Alert tone="error">{errors.form}</Alert>}
          <Field label="New password" hint="At least 8 characters." error={errors.password}>
            {({ id, describedBy, invalid }) => (
              <PasswordInput id={id} autoComplete="new-password" value={password} onChange={(e) => setPassword(e.target.value)} aria-describedby={describedBy} aria-invalid={invalid} />
            )}
          </Field>
          <Field label="Confirm new password" hint="Must exactly match the new password." error={errors.confirm}>
            {({ id, describedBy, invalid }) => (
              <PasswordInput id={id} autoComplete="new-password" value={confirm} onChange={(e) => setConfirm(e.target.value)} aria-describedby={describedBy} aria-invalid={invalid} />
            )}
          </Field>
          <Button type="submit" className="w-full" size="lg" disabled={busy || status === 'loading'}>
            {busy ? 'Saving…' : 'Save new password'}
          </Button>
        </form>
      )}
    </AuthCard>
  );
}
