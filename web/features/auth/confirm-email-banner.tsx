import { MailCheck } from 'lucide-react';
import { Suspense, useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../components/ui/button';
import { useToast } from '../../components/ui/toast';
import { onEmailNotConfirmed } from '../../lib/api';
import { useSession } from '../../lib/session';
import { loadAppMessages, t, useAppMessages } from '../../lib/i18n';
import { richText } from '../../lib/rich-text';

/** Said when the server refuses an action for want of a confirmed address (issue 24). */
export const notConfirmedToast = () => ({ title: t('auth.confirm.firstTitle'), message: t('auth.confirm.firstText') });

/**
 * Shown to signed-in members whose address is not confirmed yet (issue 9): they may browse and
 * edit their own profile meanwhile, but nothing that reaches anyone else (issue 24; the server
 * refuses it with email_not_confirmed, and then a toast says why and offers Resend too). Resend
 * sends a new link. It goes once the session carries the confirmed user (after the link, or
 * when this tab comes back into view after confirming elsewhere).
 */
export function ConfirmEmailBanner() {
  const { emailUnconfirmed, session, resendConfirmation, recheckConfirmation } = useSession();
  const { toast } = useToast();
  const [sending, setSending] = useState(false);
  const email = session?.user.email ?? '';
  const resendRef = useRef<() => Promise<void>>(async () => undefined);
  const lastSaid = useRef(0);

  // A refused action says why, wherever the member is on the page (once per few seconds).
  useEffect(
    () =>
      onEmailNotConfirmed(() => {
        if (Date.now() - lastSaid.current < 4000) return;
        lastSaid.current = Date.now();
        // Its words are in the `app` area: loaded by now on any page but the core's.
        void loadAppMessages().then(() =>
          toast({ type: 'warning', ...notConfirmedToast(), duration: 10_000, action: { label: t('auth.confirm.resend'), onClick: () => void resendRef.current() } }),
        );
      }),
    [toast],
  );

  useEffect(() => {
    if (!emailUnconfirmed) return;
    const onVisible = () => document.visibilityState === 'visible' && void recheckConfirmation();
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [emailUnconfirmed, recheckConfirmation]);

  resendRef.current = resend;
  if (!emailUnconfirmed) return null;
  return (
    // Its words are in the `app` area (not the first render's core): the bar shows once they are.
    <Suspense fallback={null}>
      <Banner email={email} sending={sending} onResend={() => void resend()} />
    </Suspense>
  );

  async function resend() {
    setSending(true);
    const { error } = await resendConfirmation();
    setSending(false);
    if (error) toast({ type: 'error', title: t('auth.confirm.notSent'), message: error.message });
    else toast({ type: 'success', title: t('auth.confirm.sent'), message: t('auth.confirm.sentText', { email }) });
  }
}

function Banner({ email, sending, onResend }: { email: string; sending: boolean; onResend: () => void }) {
  useAppMessages();
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      data-testid="confirm-email-banner"
      className="border-b border-brand-200 bg-brand-50 text-brand-950 dark:border-brand-800/70 dark:bg-brand-950 dark:text-brand-50"
    >
      <div className="mx-auto flex max-w-7xl items-center gap-3 px-4 py-2.5 sm:gap-4 sm:px-6">
        <MailCheck aria-hidden="true" className="size-5 shrink-0 text-brand-700 dark:text-brand-300" />
        <div className="min-w-0 flex-1 text-sm">
          <p id={titleId} className="font-semibold">
            {t('auth.confirm.bannerTitle')}
          </p>
          <p className="text-brand-900 dark:text-brand-100">
            {richText(t('auth.confirm.bannerText', { email }), { email: (words) => <span className="font-medium break-all">{words}</span> })}
          </p>
        </div>
        <Button size="sm" variant="secondary" onClick={onResend} disabled={sending} className="shrink-0">
          {sending ? t('common.sending') : t('auth.confirm.resend')}
        </Button>
      </div>
    </section>
  );
}
