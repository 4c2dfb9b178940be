import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { CodeField } from '../../components/ui/code-field';
import { useSession } from '../../lib/session';

/**
 * What an account without a password types where others type their password (issue 28,
 * decision 0057): a 6-digit code emailed on request (GET /auth/v1/reauthenticate).
 */
export function ConfirmationCodeField({ value, onChange, error }: { value: string; onChange: (v: string) => void; error?: string | true | null }) {
  const { requestConfirmationCode, session } = useSession();
  const [state, setState] = useState<'idle' | 'sending' | 'sent'>('idle');
  const [sendError, setSendError] = useState<string | null>(null);

  async function send() {
    setState('sending');
    setSendError(null);
    const { error: failed } = await requestConfirmationCode();
    setState(failed ? 'idle' : 'sent');
    if (failed) setSendError(failed.message);
  }

  const hint = state === 'sent' ? `We sent a code to ${session?.user.email ?? 'your email'}. It expires in 10 minutes.` : 'Your account has no password yet: confirm with a code we email you.';
  return (
    <CodeField
      label="Code from the email"
      hint={hint}
      value={value}
      onChange={onChange}
      error={error ?? sendError}
      action={
        <Button variant="secondary" disabled={state === 'sending'} onClick={() => void send()} className="shrink-0">
          {state === 'sending' ? 'Sending…' : state === 'sent' ? 'Send again' : 'Email me a code'}
        </Button>
      }
    />
  );
}
