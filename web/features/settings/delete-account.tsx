import { useState } from 'react';
import type { MessageId } from '../../../contracts/i18n/messages';
import { deleteAccountForm } from '../../../contracts/profile';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '../../components/ui/dialog';
import { Field } from '../../components/ui/field';
import { Form } from '../../components/ui/form';
import { api, ApiRequestError } from '../../lib/api';
import { useContractForm } from '../../lib/contract-form';
import { t } from '../../lib/i18n';
import { useSession } from '../../lib/session';
import { PasswordInput } from '../../components/ui/password-input';
import { ConfirmationCodeField } from './confirmation-code-field';

/**
 * What deleting takes away and what happens to the people who counted on the member, in the
 * server's own terms (server/profiles/delete-account.ts, docs/decisions/0039).
 */
const CONSEQUENCES: readonly MessageId[] = ['settings.delete.profile', 'settings.delete.places', 'settings.delete.meetups', 'settings.delete.venues'];

/** Delete my account, confirmed with the password (DELETE /api/profile), then signed out to the home page. */
export function DeleteAccount() {
  const { signOut, hasPassword } = useSession();
  const [password, setPassword] = useState('');
  // An account without a password (issue 28) confirms with an emailed code (decision 0057).
  const [code, setCode] = useState('');
  const [deleted, setDeleted] = useState(false);
  // The contract's deleteAccountForm (the server checks deleteAccountBody): an empty or wrong
  // password or code shows by its input (the server names it as the `field`).
  const form = useContractForm(
    deleteAccountForm(hasPassword),
    ['password', 'code'] as const,
    async (body) => {
      try {
        await api('/api/profile', { method: 'DELETE', body });
      } catch (err) {
        // Too many password guesses (the sign-in limits): the server says how long to wait.
        if (err instanceof ApiRequestError && (err.field || err.status === 429 || err.code === 'otp_expired')) throw err;
        throw new Error(t('settings.delete.failed'));
      }
      setDeleted(true);
      await signOut({ scope: 'local', redirectTo: '/' });
    },
    t('settings.delete.failedRetry'),
  );
  const { errors } = form;
  const busy = form.pending || deleted;

  return (
    <Dialog onOpenChange={(open) => !open && (setPassword(''), setCode(''), form.setErrors({}))}>
      <DialogTrigger asChild>
        <Button variant="danger">{t('settings.delete.button')}</Button>
      </DialogTrigger>
      <DialogContent title={t('settings.delete.title')} description={t('settings.delete.description')}>
        <ul className="list-disc space-y-1 ps-5 text-sm text-ink" data-testid="delete-account-consequences">
          {CONSEQUENCES.map((line) => (
            <li key={line}>{t(line)}</li>
          ))}
        </ul>
        <Form onSubmit={() => form.submit(hasPassword ? { password } : { code })} noValidate className="mt-4 space-y-4">
          {errors.form && <Alert tone="error">{errors.form}</Alert>}
          {hasPassword ? (
            <Field label={t('settings.signIn.password')} error={errors.password}>
              {({ id, describedBy, invalid }) => (
                <PasswordInput
                  id={id}
                  autoComplete="current-password"
                  value={password}
                  onChange={(e) => {
                    setPassword(e.target.value);
                    form.clear('password');
                  }}
                  aria-describedby={describedBy}
                  aria-invalid={invalid}
                />
              )}
            </Field>
          ) : (
            <ConfirmationCodeField
              value={code}
              onChange={(v) => {
                setCode(v);
                form.clear('code');
              }}
              error={errors.code}
            />
          )}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="secondary">{t('settings.delete.cancel')}</Button>
            </DialogClose>
            <Button type="submit" variant="danger" disabled={busy}>
              {busy ? t('settings.delete.deleting') : t('settings.delete.button')}
            </Button>
          </div>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
