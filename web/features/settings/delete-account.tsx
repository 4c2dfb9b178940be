import { useState, type FormEvent } from 'react';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '../../components/ui/dialog';
import { Field } from '../../components/ui/field';
import { api, ApiRequestError } from '../../lib/api';
import { useSession } from '../../lib/session';
import { PasswordInput } from '../../components/ui/password-input';
import { ConfirmationCodeField } from './confirmation-code-field';

/**
 * What deleting takes away and what happens to the people who counted on the member, in the
 * server's own terms (server/profiles/delete-account.ts, docs/decisions/0039).
 */
const CONSEQUENCES = [
  'Your profile, pictures, comments, ratings and notifications are deleted.',
  'Your places at meetups go to the next person on each waitlist.',
  'Meetups you organise that have not happened yet pass to their co-host. Without a co-host they are cancelled, and everyone going is told.',
  'Your venues are removed. Meetups booked at them are cancelled, and their organisers and attendees are told.',
];

/** Delete my account, confirmed with the password (DELETE /api/profile), then signed out to the home page. */
export function DeleteAccount() {
  const { signOut, hasPassword } = useSession();
  const [password, setPassword] = useState('');
  // An account without a password (issue 28) confirms with an emailed code (decision 0057).
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (hasPassword && !password.trim()) return setError('Enter your password to confirm.');
    if (!hasPassword && !/^\d{6}$/.test(code.trim())) return setError('Enter the 6-digit code from the email.');
    setBusy(true);
    setError(null);
    try {
      await api('/api/profile', { method: 'DELETE', body: hasPassword ? { password } : { code: code.trim() } });
      await signOut({ scope: 'local', redirectTo: '/' });
    } catch (err) {
      setBusy(false);
      if (err instanceof ApiRequestError && err.code === 'invalid_credentials') setError('That password is not right.');
      else if (err instanceof ApiRequestError && err.code === 'otp_expired') setError(err.message);
      // Too many password guesses (the sign-in limits): the server says how long to wait.
      else if (err instanceof ApiRequestError && err.status === 429) setError(err.message);
      else setError('Could not delete your account. Please try again.');
    }
  }

  return (
    <Dialog onOpenChange={(open) => !open && (setPassword(''), setCode(''), setError(null))}>
      <DialogTrigger asChild>
        <Button variant="danger">Delete my account</Button>
      </DialogTrigger>
      <DialogContent title="Delete your account?" description="This cannot be undone. When you delete your account:">
        <ul className="list-disc space-y-1 pl-5 text-sm text-ink" data-testid="delete-account-consequences">
          {CONSEQUENCES.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <form onSubmit={submit} noValidate className="mt-4 space-y-4">
          {error && <Alert tone="error">{error}</Alert>}
          {hasPassword ? (
            <Field label="Password">
              {({ id }) => <PasswordInput id={id} autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />}
            </Field>
          ) : (
            <ConfirmationCodeField value={code} onChange={setCode} />
          )}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="secondary">Cancel</Button>
            </DialogClose>
            <Button type="submit" variant="danger" disabled={busy}>
              {busy ? 'Deleting…' : 'Delete my account'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
