import { useState, type FormEvent } from 'react';
import { MIN_PASSWORD_LENGTH } from '../../../contracts/constants';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { useToast } from '../../components/ui/toast';
import { useSession } from '../../lib/session';
import { PasswordInput } from '../../components/ui/password-input';
import { SETTINGS_TEXT } from './settings-text';

/** Change password (spec §2 Security, §5, §8): length and match checked first, each with its toast. */
export function PasswordForm() {
  const { toast } = useToast();
  const { updatePassword } = useSession();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    if (password.trim().length < MIN_PASSWORD_LENGTH) return void toast({ type: 'error', ...SETTINGS_TEXT.weakPassword });
    if (password !== confirm) return void toast({ type: 'error', ...SETTINGS_TEXT.mismatch });
    setBusy(true);
    const ok = await updatePassword(password);
    setBusy(false);
    if (!ok) return void toast({ type: 'error', ...SETTINGS_TEXT.passwordFailed });
    setPassword('');
    setConfirm('');
    toast({ type: 'success', ...SETTINGS_TEXT.passwordUpdated });
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <Field label="New Password" hint={`At least ${MIN_PASSWORD_LENGTH} characters.`}>
        {({ id, describedBy }) => <PasswordInput id={id} autoComplete="new-password" value={password} onChange={(e) => setPassword(e.target.value)} aria-describedby={describedBy} />}
      </Field>
      <Field label="Confirm New Password" hint={SETTINGS_TEXT.confirmHint}>
        {({ id, describedBy }) => <PasswordInput id={id} autoComplete="new-password" value={confirm} onChange={(e) => setConfirm(e.target.value)} aria-describedby={describedBy} />}
      </Field>
      <Button type="submit" disabled={busy} className="w-full sm:w-auto">
        {busy ? 'Updating…' : 'Update Password'}
      </Button>
    </form>
  );
}
