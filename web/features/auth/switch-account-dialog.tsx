import { LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent } from '../../components/ui/dialog';
import { useToast } from '../../components/ui/toast';
import { heldLink } from '../../lib/auth-client';
import { t, useAppMessages } from '../../lib/i18n';
import { richText } from '../../lib/rich-text';
import { continueWithHeldLink, dropHeldLink } from '../../lib/held-link';

/**
 * An emailed link for another account than the one signed in here (issue 24): asks before
 * switching, with both choices. Closing the dialog keeps the current account.
 */
export function SwitchAccountDialog() {
  const [open, setOpen] = useState(true);
  const [switching, setSwitching] = useState(false);
  const { toast } = useToast();
  // Opened lazily over any page, the core's included: its words are in the `app` area.
  useAppMessages();
  if (!heldLink) return null;
  const { current, next, type } = heldLink;

  const stay = () => {
    setOpen(false);
    void dropHeldLink();
    toast({ type: 'info', title: t('auth.switch.stillSignedIn', { email: current.email }), message: t('auth.switch.nothingChanged') });
  };
  const switchAccount = async () => {
    setSwitching(true);
    await continueWithHeldLink();
  };

  return (
    <Dialog open={open} onOpenChange={(o) => !o && !switching && stay()}>
      <DialogContent title={t('auth.switch.title')} description={t('auth.switch.description', { current: current.email, next: next.email })}>
        <p className="mb-5 text-sm leading-6 text-ink">
          {richText(t(type === 'recovery' ? 'auth.switch.resetLinkFor' : 'auth.switch.confirmLinkFor', { next: next.email, current: current.email }), {
            email: (words) => <span className="font-medium wrap-anywhere">{words}</span>,
          })}
        </p>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" className="h-auto min-h-11 py-2 wrap-anywhere" onClick={stay} disabled={switching}>
            {t('auth.switch.stayAs', { email: current.email })}
          </Button>
          <Button className="h-auto min-h-11 py-2 wrap-anywhere" onClick={() => void switchAccount()} disabled={switching} aria-busy={switching}>
            {switching && <LoaderCircle aria-hidden="true" className="size-4 motion-safe:animate-spin" />}
            {t('auth.switch.continueAs', { email: next.email })}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
