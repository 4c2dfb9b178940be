import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Field, TextInput } from '../../components/ui/field';
import { useSession } from '../../lib/session';
import { AuthCard, safeReturnTo } from './auth-card';
import { PasswordInput } from '../../components/ui/password-input';
import { Mail } from 'lucide-react';
import { ProviderButtons } from './provider-buttons';
import { SignInCodeForm } from './sign-in-code-form';

export default function LoginPage() {
  const { signIn, status, requestSignInCode } = useSession();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const returnTo = safeReturnTo(params.get('returnTo'));
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ email?: string; password?: string; form?: string }>({});
  const [busy, setBusy] = useState(false);
  const [sendingCode, setSendingCode] = useState(false);
  /** Set once a sign-in code was emailed: the page asks for it instead of the password. */
  const [codeSentTo, setCodeSentTo] = useState<string | null>(null);

  useEffect(() => {
    if (status === 'signedIn') navigate(returnTo, { replace: true });
  }, [status, returnTo, navigate]);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const next: typeof errors = {};
    if (!email.trim()) next.email = 'Enter your email address.';
    if (!password.trim()) next.password = 'Enter your password.';
    setErrors(next);
    if (next.email || next.password) return;
    setBusy(true);
    const { error } = await signIn(email, password);
    setBusy(false);
    if (error) setErrors({ form: error });
  }

  // "Email me a sign-in code" (issue 28): needs only the address; the same answer for any address.
  async function sendCode() {
    if (!email.trim()) return setErrors({ email: 'Enter your email address.' });
    if (!/^[^\s@]+@[^\s@]+$/.test(email.trim())) return setErrors({ email: 'Enter a valid email address.' });
    setErrors({});
    setSendingCode(true);
    const { error } = await requestSignInCode(email);
    setSendingCode(false);
    if (error) setErrors({ form: error.message });
    else setCodeSentTo(email.trim().toLowerCase());
  }

  if (codeSentTo) {
    return (
      <AuthCard title="Check your email">
        <SignInCodeForm email={codeSentTo} onBack={() => setCodeSentTo(null)} />
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Sign in"
      intro="Welcome back. Sign in to find meetups, book venues and manage your membership."
      footer={
        <>
          New to Civic Connect?{' '}
          <Link to={`/register${params.get('returnTo') ? `?returnTo=${encodeURIComponent(returnTo)}` : ''}`} className="font-semibold text-brand-700 underline dark:text-brand-300">
            Create an account
          </Link>
        </>
      }
    >
      <form method="post" onSubmit={submit} noValidate className="space-y-5">
        {errors.form && <Alert tone="error">{errors.form}</Alert>}
        <Field label="Email address" error={errors.email}>
          {({ id, describedBy, invalid }) => (
            <TextInput id={id} type="email" autoComplete="email" inputMode="email" value={email} onChange={(e) => setEmail(e.target.value)} aria-describedby={describedBy} aria-invalid={invalid} />
          )}
        </Field>
        <Field label="Password" error={errors.password}>
          {({ id, describedBy, invalid }) => (
            <PasswordInput id={id} autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} aria-describedby={describedBy} aria-invalid={invalid} />
          )}
        </Field>
        <div className="flex justify-end">
          <Link to="/forgot-password" className="text-sm font-semibold text-brand-700 underline dark:text-brand-300">
            Forgot password?
          </Link>
        </div>
        <Button type="submit" className="w-full" size="lg" disabled={busy}>
          {busy ? 'Signing in…' : 'Sign In'}
        </Button>
      </form>
      <div className="my-6 flex items-center gap-3 text-sm text-ink-muted" aria-hidden="true">
        <span className="h-px flex-1 bg-line" />
        or
        <span className="h-px flex-1 bg-line" />
      </div>
      <div className="space-y-3">
        <Button variant="secondary" size="lg" className="w-full" disabled={sendingCode} onClick={() => void sendCode()}>
          <Mail aria-hidden="true" className="size-4" />
          {sendingCode ? 'Sending…' : 'Email me a sign-in code'}
        </Button>
        <p className="text-center text-xs text-ink-muted">No password needed. New here? The code creates your account.</p>
        <ProviderButtons returnTo={returnTo} />
      </div>
    </AuthCard>
  );
}
