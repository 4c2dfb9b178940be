import { LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent } from '../../components/ui/dialog';
import { useToast } from '../../components/ui/toast';
import { heldLink } from '../../lib/auth-client';
import { continueWithHeldLink, dropHeldLink } from '../../lib/held-link';

/**
 * An emailed link for another account than the one signed in here (issue 24): asks before
 * switching, with both choices. Closing the dialog keeps the current account.
 */
export function SwitchAccountDialog() {
  const [open, setOpen] = useState(true);
  const [switching, setSwitching] = useState(false);
  const { toast } = useToast();
  if (!heldLink) return null;
  const { current, next, type } = heldLink;

  const stay = () => {
    setOpen(false);
    void dropHeldLink();
    toast({ type: 'info', title: `Still signed in as ${current.email}`, message: 'The link was for another account; nothing changed here.' });
  };
  const switchAccount = async () => {
    setSwitching(true);
    await continueWithHeldLink();
  };

  return (
    <Dialog open={open} onOpenChange={(o) => !o && !switching && stay()}>
      <DialogContent title="Switch account?" description={`You’re signed in as ${current.email}. Continue as ${next.email}?`}>
        <p className="mb-5 text-sm leading-6 text-ink">
          {type === 'recovery' ? 'This password-reset link' : 'This confirmation link'} from an email is for{' '}
          <span className="font-medium wrap-anywhere">{next.email}</span>. Continuing signs this browser out of{' '}
          <span className="font-medium wrap-anywhere">{current.email}</span>.
        </p>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" className="h-auto min-h-11 py-2 wrap-anywhere" onClick={stay} disabled={switching}>
            Stay as {current.email}
          </Button>
          <Button className="h-auto min-h-11 py-2 wrap-anywhere" onClick={() => void switchAccount()} disabled={switching} aria-busy={switching}>
            {switching && <LoaderCircle aria-hidden="true" className="size-4 motion-safe:animate-spin" />}
            Continue as {next.email}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
