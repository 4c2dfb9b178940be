import { Mail } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { t } from '../../lib/i18n';
import { ProviderButtons } from './provider-buttons';

/**
 * Below the sign-in and register forms (issue 28): "or", "Email me a sign-in code" and the
 * configured providers' "Continue with …" buttons.
 */
export function OtherWays({ sending, onSendCode, hint, returnTo }: { sending: boolean; onSendCode: () => void; hint: string; returnTo: string }) {
  return (
    <>
      <div className="my-6 flex items-center gap-3 text-sm text-ink-muted" aria-hidden="true">
        <span className="h-px flex-1 bg-line" />
        {t('auth.or')}
        <span className="h-px flex-1 bg-line" />
      </div>
      <div className="space-y-3">
        <Button variant="secondary" size="lg" className="w-full" disabled={sending} onClick={onSendCode}>
          <Mail aria-hidden="true" className="size-4" />
          {sending ? t('common.sending') : t('auth.emailMeCode')}
        </Button>
        <p className="text-center text-xs text-ink-muted">{hint}</p>
        <ProviderButtons returnTo={returnTo} />
      </div>
    </>
  );
}
