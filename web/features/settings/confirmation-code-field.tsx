import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { CodeField } from '../../components/ui/code-field';
import { t } from '../../lib/i18n';
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

  const email = session?.user.email;
  const sent = email ? t('settings.code.sentTo', { email }) : t('settings.code.sent');
  const hint = state === 'sent' ? sent : t('settings.code.hint');
  return (
    <CodeField
      label={t('settings.code.label')}
      hint={hint}
      value={value}
      onChange={onChange}
      error={error ?? sendError}
      action={
        <Button variant="secondary" disabled={state === 'sending'} onClick={() => void send()} className="shrink-0">
          {state === 'sending' ? t('settings.code.sending') : state === 'sent' ? t('settings.code.again') : t('settings.code.send')}
        </Button>
      }
    />
  );
}
