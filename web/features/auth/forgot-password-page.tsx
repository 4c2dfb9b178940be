import { EmailField } from './email-field';
import { useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Form } from '../../components/ui/form';
import { recoverForm } from '../../../contracts/auth';
import { useContractForm } from '../../lib/contract-form';
import { refusal } from '../../lib/form-errors';
import { useSession } from '../../lib/session';
import { AuthCard } from './auth-card';
import { t } from '../../lib/i18n';

export default function ForgotPasswordPage() {
  const { requestPasswordReset } = useSession();
  const [email, setEmail] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  // Through the auth-js client; the answer is the same whether or not the address has an account.
  const form = useContractForm(
    recoverForm,
    ['email'],
    async (body) => {
      const result = await requestPasswordReset(body.email);
      if (result.error) throw refusal({ code: null, message: result.error }, {});
      setSentTo(body.email);
    },
    t('auth.forgot.couldNotSend'),
  );

  return (
    <AuthCard
      title={t('auth.forgot.title')}
      intro={t('auth.forgot.intro')}
      footer={
        <Link to="/login" className="font-semibold text-brand-700 underline dark:text-brand-300">
          {t('auth.forgot.backToSignIn')}
        </Link>
      }
    >
      {sentTo ? (
        <Alert tone="success" title={t('auth.forgot.checkInbox')}>
          {t('auth.forgot.onItsWay', { email: sentTo })}
        </Alert>
      ) : (
        <Form onSubmit={() => form.submit({ email })} noValidate className="space-y-5">
          {form.errors.form && <Alert tone="error">{form.errors.form}</Alert>}
          <EmailField value={email} onChange={setEmail} form={form} />
          <Button type="submit" className="w-full" size="lg" disabled={form.pending}>
            {form.pending ? t('common.sending') : t('auth.forgot.send')}
          </Button>
        </Form>
      )}
    </AuthCard>
  );
}
