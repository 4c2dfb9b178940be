import type { MembershipTier } from '../../../contracts/membership';
import { Button } from '../../components/ui/button';
import { Dialog, DialogClose, DialogContent } from '../../components/ui/dialog';
import { planByTier } from './plans';

/** Confirms a switch between Professional and Venue Partner: each leaves something behind. */
export function SwitchDialog({ from, to, onConfirm, onClose }: { from: MembershipTier; to: MembershipTier | null; onConfirm: (tier: MembershipTier) => void; onClose: () => void }) {
  const target = to ? planByTier(to) : null;
  const current = planByTier(from);
  return (
    <Dialog open={Boolean(to)} onOpenChange={(open) => !open && onClose()}>
      {target && (
        <DialogContent title={`Switch to ${target.name}?`} description={`You will stop being a ${current.name}.`}>
          <p className="mb-5 text-sm leading-6 text-ink">{current.switchAway}</p>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="secondary">Stay a {current.name}</Button>
            </DialogClose>
            <Button onClick={() => onConfirm(target.tier)}>Switch to {target.name}</Button>
          </div>
        </DialogContent>
      )}
    </Dialog>
  );
}
