import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { codeSignUpForm, signUpForm } from '../../../contracts/auth';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Field, TextInput } from '../../components/ui/field';
import { Form } from '../../components/ui/form';
import { useContractForm } from '../../lib/contract-form';
import { refusal } from '../../lib/form-errors';
import { useToast } from '../../components/ui/toast';
import { useSession, weakPasswordTitle } from '../../lib/session';
import { AuthCard, safeReturnTo } from './auth-card';
import { PasswordInput } from '../../components/ui/password-input';
import { OtherWays } from './other-ways';
import { SignInCodeForm } from './sign-in-code-form';
import { t, tText } from '../../lib/i18n';
import { richText } from '../../lib/rich-text';

const FIELDS = ['name', 'email', 'password', 'confirm'] as const;

export default function RegisterPage() {
  const { signUp, status, requestSignInCode } = useSession();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const returnTo = safeReturnTo(params.get('returnTo'));
  const [form, setForm] = useState({ name: '', email: '', password: '', confirm: '' });
  /** The address to look for mail at, when signing in after sign-up did not work. */
  const [checkInbox, setCheckInbox] = useState<string | null>(null);
  const { toast } = useToast();
  // Through the auth-js client (sign up, then sign in); a weak password shows by its input, with
  // the specification's toast.
  const contract = useContractForm(
    signUpForm,
    FIELDS,
    async (body) => {
      setCheckInbox(null);
      // Registering from a meetup link: the confirmation email leads back to the meetup.
      const result = await signUp(body.name, body.email, body.password, returnTo);
      // Neutral on purpose: whether the address already had an account is the owner's business.
      if (result.kind === 'checkInbox') setCheckInbox(body.email);
      else if (result.kind === 'failed') {
        if (result.error.code === 'weak_password') toast({ type: 'error', title: weakPasswordTitle(), message: result.error.message });
        throw refusal(result.error, { weak_password: 'password' });
      }
    },
    t('auth.couldNotCreate'),
  );
  const { errors } = contract;
  const set = (key: (typeof FIELDS)[number]) => (e: { target: { value: string } }) => {
    setForm((f) => ({ ...f, [key]: e.target.value }));
    contract.clear(key);
  };

  useEffect(() => {
    if (status === 'signedIn') navigate(returnTo, { replace: true });
  }, [status, returnTo, navigate]);

  const [sendingCode, setSendingCode] = useState(false);
  /** Set once a sign-in code was emailed: the page asks for it instead of a password. */
  const [codeSentTo, setCodeSentTo] = useState<string | null>(null);
  // "Email me a sign-in code" (issue 28, decision 0060): no password; the typed name goes with the
  // code and names the account it creates. The same answer for any address.
  async function sendCode() {
    const checked = codeSignUpForm.safeParse({ name: form.name, email: form.email });
    if (!checked.success) {
      const byField: Partial<Record<'name' | 'email', string>> = {};
      for (const issue of checked.error.issues) byField[issue.path[0] as 'name' | 'email'] ??= tText(issue.message);
      return contract.setErrors(byField);
    }
    contract.setErrors({});
    setSendingCode(true);
    const { error } = await requestSignInCode(checked.data.email, checked.data.name);
    setSendingCode(false);
    if (error) contract.setErrors({ form: error.message });
    else setCodeSentTo(checked.data.email.toLowerCase());
  }

  if (codeSentTo) {
    return (
      <AuthCard title={t('auth.checkEmail')}>
        <SignInCodeForm email={codeSentTo} name={form.name.trim()} onBack={() => setCodeSentTo(null)} />
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title={t('auth.registerTitle')}
      intro={t('auth.registerIntro')}
      footer={
        <>
          {t('auth.alreadyMember')}{' '}
          <Link to="/login" className="font-semibold text-brand-700 underline dark:text-brand-300">
            {t('auth.signInTitle')}
          </Link>
        </>
      }
    >
      <Form onSubmit={() => contract.submit(form)} noValidate className="space-y-5">
        {errors.form && <Alert tone="error">{errors.form}</Alert>}
        {checkInbox && <Alert tone="info">{t('auth.checkInboxAt', { email: checkInbox })}</Alert>}
        <Field label={t('auth.fullName')} error={errors.name}>
          {({ id, describedBy, invalid }) => <TextInput id={id} autoComplete="name" value={form.name} onChange={set('name')} aria-describedby={describedBy} aria-invalid={invalid} />}
        </Field>
        <Field label={t('auth.emailAddress')} error={errors.email}>
          {({ id, describedBy, invalid }) => (
            <TextInput id={id} type="email" autoComplete="email" inputMode="email" value={form.email} onChange={set('email')} aria-describedby={describedBy} aria-invalid={invalid} />
          )}
        </Field>
        <Field label={t('auth.password')} hint={t('auth.passwordHint')} error={errors.password}>
          {({ id, describedBy, invalid }) => (
            <PasswordInput id={id} autoComplete="new-password" value={form.password} onChange={set('password')} aria-describedby={describedBy} aria-invalid={invalid} />
          )}
        </Field>
        <Field label={t('auth.confirmPassword')} error={errors.confirm}>
          {({ id, describedBy, invalid }) => (
            <PasswordInput id={id} autoComplete="new-password" value={form.confirm} onChange={set('confirm')} aria-describedby={describedBy} aria-invalid={invalid} />
          )}
        </Field>
        <p className="text-sm text-ink-muted">
          {richText(t('auth.agree'), {
            terms: (words) => (
              <Link to="/terms-of-service" className="underline">
                {words}
              </Link>
            ),
            privacy: (words) => (
              <Link to="/privacy-policy" className="underline">
                {words}
              </Link>
            ),
          })}
        </p>
        <Button type="submit" className="w-full" size="lg" disabled={contract.pending}>
          {contract.pending ? t('auth.creatingAccount') : t('auth.createAccount')}
        </Button>
      </Form>
      <OtherWays sending={sendingCode} onSendCode={() => void sendCode()} hint={t('auth.codeSignUpHint')} returnTo={returnTo} />
    </AuthCard>
  );
}
