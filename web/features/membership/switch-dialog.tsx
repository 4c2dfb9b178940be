import type { MembershipTier } from '../../../contracts/membership';
import { Button } from '../../components/ui/button';
import { Dialog, DialogClose, DialogContent } from '../../components/ui/dialog';
import { planByTier } from './plans';
import { t } from '../../lib/i18n';

/** Confirms a switch between Professional and Venue Partner: each leaves something behind. */
export function SwitchDialog({ from, to, onConfirm, onClose }: { from: MembershipTier; to: MembershipTier | null; onConfirm: (tier: MembershipTier) => void; onClose: () => void }) {
  const target = to ? planByTier(to) : null;
  const current = planByTier(from);
  return (
    <Dialog open={Boolean(to)} onOpenChange={(open) => !open && onClose()}>
      {target && (
        <DialogContent title={t('membership.switch.title', { plan: t(target.name) })} description={t('membership.switch.description', { plan: t(current.name) })}>
          <p className="mb-5 text-sm leading-6 text-ink">{t(current.switchAway)}</p>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="secondary">{t('membership.switch.stay', { plan: t(current.name) })}</Button>
            </DialogClose>
            <Button onClick={() => onConfirm(target.tier)}>{t('membership.switch.confirm', { plan: t(target.name) })}</Button>
          </div>
        </DialogContent>
      )}
    </Dialog>
  );
}
