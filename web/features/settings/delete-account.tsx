import { useState, type FormEvent } from 'react';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '../../components/ui/dialog';
import { Field } from '../../components/ui/field';
import { api, ApiRequestError } from '../../lib/api';
import { useSession } from '../../lib/session';
import { PasswordInput } from '../../components/ui/password-input';

/** Delete my account, confirmed with the password (DELETE /api/profile), then signed out to the home page. */
export function DeleteAccount() {
  const { signOut } = useSession();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!password.trim()) return setError('Enter your password to confirm.');
    setBusy(true);
    setError(null);
    try {
      await api('/api/profile', { method: 'DELETE', body: { password } });
      await signOut({ scope: 'local', redirectTo: '/' });
    } catch (err) {
      setBusy(false);
      setError(err instanceof ApiRequestError && err.code === 'invalid_credentials' ? 'That password is not right.' : 'Could not delete your account. Please try again.');
    }
  }

  return (
    <Dialog onOpenChange={(open) => !open && (setPassword(''), setError(null))}>
      <DialogTrigger asChild>
        <Button variant="danger">Delete my account</Button>
      </DialogTrigger>
      <DialogContent
        title="Delete your account?"
        description="This removes your profile, meetups you organise, your venues, ratings and notifications for good. It cannot be undone."
      >
        <form onSubmit={submit} noValidate className="space-y-4">
          {error && <Alert tone="error">{error}</Alert>}
          <Field label="Password">
            {({ id }) => <PasswordInput id={id} autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />}
          </Field>
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
