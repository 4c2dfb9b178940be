import { useEffect, useRef, useState, type FormEvent } from 'react';
import { SIGN_IN_CODE_LENGTH } from '../../../contracts/constants';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { CodeField } from '../../components/ui/code-field';
import { useSession } from '../../lib/session';
import { t } from '../../lib/i18n';
import { richText } from '../../lib/rich-text';

/**
 * The second step of "Email me a sign-in code" (issue 28): the 6-digit code typed in (the
 * email's link signs in too). A new address becomes an account here: the code confirms it.
 */
export function SignInCodeForm({ email, name, onBack }: { email: string; /** From the register page: the new account's name. */ name?: string; onBack: () => void }) {
  const { verifySignInCode, requestSignInCode } = useSession();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const focusCode = () => form.current?.querySelector<HTMLInputElement>('input[autocomplete="one-time-code"]')?.focus();
  useEffect(focusCode, []);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const digits = code.replace(/\s/g, '');
    if (!new RegExp(`^\\d{${SIGN_IN_CODE_LENGTH}}$`).test(digits)) return setError(t('auth.code.enterSixDigits'));
    setBusy(true);
    setError(null);
    const { error: failed } = await verifySignInCode(email, digits);
    setBusy(false);
    // Success: the session arrives and the sign-in page moves on by itself.
    if (failed) {
      setError(failed.message);
      focusCode();
    }
  }

  async function resend() {
    setNote(null);
    setError(null);
    const { error: failed } = await requestSignInCode(email, name);
    if (failed) setError(failed.message);
    else setNote(t('auth.code.newOnItsWay'));
  }

  return (
    <form ref={form} method="post" onSubmit={submit} noValidate className="space-y-5">
      <p className="text-ink-muted">
        {richText(t('auth.code.sentTo', { email }), { strong: (words) => <strong className="break-all text-ink">{words}</strong> })}
      </p>
      {note && <Alert tone="success">{note}</Alert>}
      <CodeField label={t('auth.code.label')} size="large" value={code} onChange={setCode} error={error} />
      <Button type="submit" className="w-full" size="lg" disabled={busy}>
        {busy ? t('auth.code.checking') : t('auth.code.continue')}
      </Button>
      <div className="flex flex-wrap justify-between gap-2 text-sm">
        <Button variant="link" onClick={onBack}>
          {t('auth.code.anotherEmail')}
        </Button>
        <Button variant="link" onClick={() => void resend()}>
          {t('auth.code.sendNew')}
        </Button>
      </div>
    </form>
  );
}
