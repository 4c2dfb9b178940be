import { EmailField } from './email-field';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { Form } from '../../components/ui/form';
import { otpBody, signInForm } from '../../../contracts/auth';
import { useContractForm } from '../../lib/contract-form';
import { refusal } from '../../lib/form-errors';
import { useSession } from '../../lib/session';
import { AuthCard, safeReturnTo } from './auth-card';
import { PasswordInput } from '../../components/ui/password-input';
import { OtherWays } from './other-ways';
import { SignInCodeForm } from './sign-in-code-form';
import { t, tText } from '../../lib/i18n';

export default function LoginPage() {
  const { signIn, status, requestSignInCode } = useSession();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const returnTo = safeReturnTo(params.get('returnTo'));
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  // Through the auth-js client (it keeps the session); a wrong pair is about the whole form.
  const form = useContractForm(
    signInForm,
    ['email', 'password'],
    async (body) => {
      const { error } = await signIn(body.email, body.password);
      if (error) throw refusal({ code: null, message: error });
    },
    t('auth.couldNotSignIn'),
  );
  const { errors } = form;
  const [sendingCode, setSendingCode] = useState(false);
  /** Set once a sign-in code was emailed: the page asks for it instead of the password. */
  const [codeSentTo, setCodeSentTo] = useState<string | null>(null);

  useEffect(() => {
    if (status === 'signedIn') navigate(returnTo, { replace: true });
  }, [status, returnTo, navigate]);

  // "Email me a sign-in code" (issue 28): needs only the address (the contract's check); the same
  // answer for any address.
  async function sendCode() {
    const checked = otpBody.shape.email.safeParse(email);
    if (!checked.success) return form.setErrors({ email: checked.error.issues[0] ? tText(checked.error.issues[0].message) : t('auth.validEmail') });
    form.setErrors({});
    setSendingCode(true);
    const { error } = await requestSignInCode(email);
    setSendingCode(false);
    if (error) form.setErrors({ form: error.message });
    else setCodeSentTo(email.trim().toLowerCase());
  }

  if (codeSentTo) {
    return (
      <AuthCard title={t('auth.checkEmail')}>
        <SignInCodeForm email={codeSentTo} onBack={() => setCodeSentTo(null)} />
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title={t('auth.signInTitle')}
      intro={t('auth.signInIntro')}
      footer={
        <>
          {t('auth.newHere')}{' '}
          <Link to={`/register${params.get('returnTo') ? `?returnTo=${encodeURIComponent(returnTo)}` : ''}`} className="font-semibold text-brand-700 underline dark:text-brand-300">
            {t('auth.createAnAccount')}
          </Link>
        </>
      }
    >
      <Form onSubmit={() => form.submit({ email, password })} noValidate className="space-y-5">
        {errors.form && <Alert tone="error">{errors.form}</Alert>}
        <EmailField value={email} onChange={setEmail} form={form} />
        <Field label={t('auth.password')} error={errors.password}>
          {({ id, describedBy, invalid }) => (
            <PasswordInput id={id} autoComplete="current-password" value={password} onChange={(e) => {
                setPassword(e.target.value);
                form.clear('password');
              }} aria-describedby={describedBy} aria-invalid={invalid} />
          )}
        </Field>
        <div className="flex justify-end">
          <Link to="/forgot-password" className="text-sm font-semibold text-brand-700 underline dark:text-brand-300">
            {t('auth.forgotPassword')}
          </Link>
        </div>
        <Button type="submit" className="w-full" size="lg" disabled={form.pending}>
          {form.pending ? t('auth.signingIn') : t('shell.signIn')}
        </Button>
      </Form>
      <OtherWays sending={sendingCode} onSendCode={() => void sendCode()} hint={t('auth.noPasswordNeeded')} returnTo={returnTo} />
    </AuthCard>
  );
}
