import { useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { newPasswordForm } from '../../../contracts/auth';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { Form } from '../../components/ui/form';
import { useContractForm } from '../../lib/contract-form';
import { refusal } from '../../lib/form-errors';
import { useToast } from '../../components/ui/toast';
import { useSession, weakPasswordTitle } from '../../lib/session';
import { AuthCard } from './auth-card';
import { PasswordInput } from '../../components/ui/password-input';
import { t } from '../../lib/i18n';

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
  const [done, setDone] = useState(false);
  const failed = t('auth.reset.failed');
  const form = useContractForm(
    newPasswordForm,
    ['password', 'confirm'],
    async (body) => {
      // Through the auth-js client: the link's (recovery) session sets a new password without the current one.
      const { error } = await changePassword(body.password);
      if (error?.code === 'weak_password') {
        toast({ type: 'error', title: weakPasswordTitle(), message: error.message });
        throw refusal(error, { weak_password: 'password' });
      }
      if (error) throw new Error(failed);
      setDone(true);
      setTimeout(() => navigate('/', { replace: true }), 1500);
    },
    failed,
  );
  const { errors } = form;

  if (initialError && !session) {
    return (
      <AuthCard title={t('auth.reset.linkNotValid')}>
        <Alert tone="error">{initialError}</Alert>
        <Link to="/forgot-password" className="mt-6 inline-block font-semibold text-brand-700 underline dark:text-brand-300">
          {t('auth.reset.requestNew')}
        </Link>
      </AuthCard>
    );
  }
  if (status !== 'loading' && !session) {
    return (
      <AuthCard title={t('auth.reset.title')} intro={t('auth.reset.openLinkIntro')}>
        <Link to="/forgot-password" className="font-semibold text-brand-700 underline dark:text-brand-300">
          {t('auth.reset.sendMeLink')}
        </Link>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t('auth.reset.title')} intro={t('auth.reset.intro')}>
      {done ? (
        <Alert tone="success" title={t('auth.reset.updated')}>
          {t('auth.reset.changed')}
        </Alert>
      ) : (
        <Form onSubmit={() => form.submit({ password, confirm })} noValidate className="space-y-5">
          {errors.form && <Alert tone="error">{errors.form}</Alert>}
          <Field label={t('auth.reset.newPassword')} hint={t('auth.reset.newPasswordHint')} error={errors.password}>
            {({ id, describedBy, invalid }) => (
              <PasswordInput id={id} autoComplete="new-password" value={password} onChange={(e) => {
                  setPassword(e.target.value);
                  form.clear('password');
                }} aria-describedby={describedBy} aria-invalid={invalid} />
            )}
          </Field>
          <Field label={t('auth.reset.confirmPassword')} hint={t('auth.reset.confirmHint')} error={errors.confirm}>
            {({ id, describedBy, invalid }) => (
              <PasswordInput id={id} autoComplete="new-password" value={confirm} onChange={(e) => {
                  setConfirm(e.target.value);
                  form.clear('confirm');
                }} aria-describedby={describedBy} aria-invalid={invalid} />
            )}
          </Field>
          <Button type="submit" className="w-full" size="lg" disabled={form.pending || status === 'loading'}>
            {form.pending ? t('auth.reset.saving') : t('auth.reset.save')}
          </Button>
        </Form>
      )}
    </AuthCard>
  );
}
