import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { MIN_PASSWORD_LENGTH } from '../../../contracts/constants';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Field, TextInput } from '../../components/ui/field';
import { useToast } from '../../components/ui/toast';
import { useSession, WEAK_PASSWORD_TITLE } from '../../lib/session';
import { AuthCard, safeReturnTo } from './auth-card';
import { PasswordInput } from '../../components/ui/password-input';

type Errors = { name?: string; email?: string; password?: string; confirm?: string; form?: string };

export default function RegisterPage() {
  const { signUp, status } = useSession();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const returnTo = safeReturnTo(params.get('returnTo'));
  const [form, setForm] = useState({ name: '', email: '', password: '', confirm: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  /** The address to look for mail at, when signing in after sign-up did not work. */
  const [checkInbox, setCheckInbox] = useState<string | null>(null);
  const { toast } = useToast();
  const set = (key: keyof typeof form) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [key]: e.target.value }));

  useEffect(() => {
    if (status === 'signedIn') navigate(returnTo, { replace: true });
  }, [status, returnTo, navigate]);

  function validate(): Errors {
    const next: Errors = {};
    if (!form.name.trim()) next.name = 'Enter your name.';
    if (!/^\S+@\S+\.\S+$/.test(form.email.trim())) next.email = 'Enter a valid email address.';
    if (form.password.trim().length < MIN_PASSWORD_LENGTH) next.password = 'Use at least 8 characters.';
    if (form.confirm.trim() !== form.password.trim()) next.confirm = 'Passwords do not match.';
    return next;
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    const next = validate();
    setErrors(next);
    if (Object.keys(next).length) return;
    setBusy(true);
    setCheckInbox(null);
    // Registering from a meetup link: the confirmation email leads back to the meetup.
    const result = await signUp(form.name, form.email, form.password, returnTo);
    setBusy(false);
    if (result.kind === 'checkInbox') {
      // Neutral on purpose: whether the address already had an account is the owner's business.
      setCheckInbox(form.email.trim().toLowerCase());
    } else if (result.kind === 'failed' && result.error.code === 'weak_password') {
      setErrors({ password: result.error.message });
      toast({ type: 'error', title: WEAK_PASSWORD_TITLE, message: result.error.message });
    } else if (result.kind === 'failed') setErrors({ form: result.error.message });
  }

  return (
    <AuthCard
      title="Create your account"
      intro="Join as a Basic Member for free. You can upgrade to Professional Partner or Venue Partner at any time."
      footer={
        <>
          Already a member?{' '}
          <Link to="/login" className="font-semibold text-brand-700 underline dark:text-brand-300">
            Sign in
          </Link>
        </>
      }
    >
      <form method="post" onSubmit={submit} noValidate className="space-y-5">
        {errors.form && <Alert tone="error">{errors.form}</Alert>}
        {checkInbox && <Alert tone="info">Check your inbox at {checkInbox} to continue.</Alert>}
        <Field label="Full name" error={errors.name}>
          {({ id, describedBy, invalid }) => <TextInput id={id} autoComplete="name" value={form.name} onChange={set('name')} aria-describedby={describedBy} aria-invalid={invalid} />}
        </Field>
        <Field label="Email address" error={errors.email}>
          {({ id, describedBy, invalid }) => (
            <TextInput id={id} type="email" autoComplete="email" inputMode="email" value={form.email} onChange={set('email')} aria-describedby={describedBy} aria-invalid={invalid} />
          )}
        </Field>
        <Field label="Password" hint="At least 8 characters." error={errors.password}>
          {({ id, describedBy, invalid }) => (
            <PasswordInput id={id} autoComplete="new-password" value={form.password} onChange={set('password')} aria-describedby={describedBy} aria-invalid={invalid} />
          )}
        </Field>
        <Field label="Confirm password" error={errors.confirm}>
          {({ id, describedBy, invalid }) => (
            <PasswordInput id={id} autoComplete="new-password" value={form.confirm} onChange={set('confirm')} aria-describedby={describedBy} aria-invalid={invalid} />
          )}
        </Field>
        <p className="text-sm text-ink-muted">
          By creating an account you agree to our{' '}
          <Link to="/terms-of-service" className="underline">
            Terms of Service
          </Link>{' '}
          and{' '}
          <Link to="/privacy-policy" className="underline">
            Privacy Policy
          </Link>
          .
        </p>
        <Button type="submit" className="w-full" size="lg" disabled={busy}>
          {busy ? 'Creating account…' : 'Create account'}
        </Button>
      </form>
    </AuthCard>
  );
}
