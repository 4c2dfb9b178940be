import type { ReactNode } from 'react';
import { Button } from './button';
import { Dialog, DialogContent } from './dialog';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** A question naming the thing acted on: "Leave Open data breakfast?". */
  title: ReactNode;
  /** What happens next, in a sentence or two. */
  description: ReactNode;
  /** The action, as a verb: "Leave meetup". */
  confirmLabel: string;
  /** Shown while the action runs: "Leaving…". */
  pendingLabel: string;
  /** The way out, naming what is kept: "Stay". */
  keepLabel: string;
  pending?: boolean;
  tone?: 'danger' | 'primary';
  onConfirm: () => void;
  children?: ReactNode;
};

/**
 * The one confirmation dialog (issue 27): a question, what follows, the action and a way out,
 * in that order on every screen. Keeping one shape means a member learns it once; the way out
 * comes first in the tab order and is the bottom button on a phone, away from the thumb's reach
 * of the action.
 */
export function ConfirmDialog({ open, onOpenChange, title, description, confirmLabel, pendingLabel, keepLabel, pending = false, tone = 'danger', onConfirm, children }: Props) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={title} description={description}>
        {children}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {keepLabel}
          </Button>
          <Button variant={tone} disabled={pending} onClick={onConfirm}>
            {pending ? pendingLabel : confirmLabel}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
