import { useState } from 'react';
import { BadgeCheck, IdCard, LoaderCircle, UserRound } from 'lucide-react';
import type { Role } from '../../../contracts/roles';
import { roleLabel } from '../../lib/roles';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Dialog, DialogClose, DialogContent } from '../../components/ui/dialog';
import { planByTier } from './plans';
import { t } from '../../lib/i18n';

type Props = {
  role: Role;
  membershipNumber: string;
  mode: 'demo' | 'stripe' | undefined;
  cancelling: boolean;
  disabled: boolean;
  onCancel: () => Promise<boolean>;
};

/** The member's plan now, with Cancel membership (and its confirmation) for paid members. */
export function CurrentPlan({ role, membershipNumber, mode, cancelling, disabled, onCancel }: Props) {
  const [open, setOpen] = useState(false);
  const member = role !== 'basic';
  const Icon = member ? planByTier(role).icon : UserRound;
  const billed = role === 'professional' && mode === 'stripe';

  async function confirm() {
    if (await onCancel()) setOpen(false);
  }

  return (
    <section aria-labelledby="your-plan" className="mb-8 rounded-card border border-line bg-surface-raised shadow-sm">
      <div className="flex flex-wrap items-center gap-4 p-5">
        <span aria-hidden="true" className="flex size-12 shrink-0 items-center justify-center rounded-2xl bg-brand-700 text-white dark:bg-brand-600">
          <Icon className="size-6" />
        </span>
        <div className="min-w-0 flex-1">
          <h2 id="your-plan" className="text-xs font-semibold tracking-wide text-ink-muted uppercase">
            {t('membership.current.yourPlan')}
          </h2>
          <p className="mt-0.5 flex flex-wrap items-center gap-2 text-lg font-bold text-ink">
            {roleLabel(role)}
            {member ? (
              <Badge tone="success">
                <BadgeCheck aria-hidden="true" className="me-1 size-3.5" /> {t('membership.current.active')}
              </Badge>
            ) : (
              <Badge tone="neutral">{t('home.tiers.free')}</Badge>
            )}
          </p>
          <p className="mt-1 flex flex-wrap items-center gap-x-1.5 text-sm text-ink-muted">
            <IdCard aria-hidden="true" className="size-4 shrink-0" />
            <span className="whitespace-nowrap">{t('membership.current.number')}</span>
            <span className="font-mono font-semibold whitespace-nowrap text-ink">{membershipNumber}</span>
          </p>
        </div>
        {member && (
          <Dialog open={open} onOpenChange={(next) => !cancelling && setOpen(next)}>
            <Button variant="secondary" className="w-full text-red-700 sm:w-auto dark:text-red-300" disabled={disabled} onClick={() => setOpen(true)}>
              {t('membership.current.cancel')}
            </Button>
            <DialogContent
              title={t('membership.current.cancelTitle')}
              description={t('membership.current.cancelDescription', { plan: roleLabel(role) })}
            >
              <ul className="mb-5 list-disc space-y-1.5 ps-5 text-sm leading-6 text-ink">
                {billed && <li>{t('membership.current.subscriptionStops')}</li>}
                <li>{t(role === 'professional' ? 'membership.current.meetupsStay' : 'membership.current.venuesStay')}</li>
                <li>{t('membership.current.profileStays')}</li>
              </ul>
              <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
                <DialogClose asChild>
                  <Button variant="secondary" disabled={cancelling}>
                    {t('membership.current.keep')}
                  </Button>
                </DialogClose>
                <Button variant="danger" onClick={confirm} disabled={cancelling} aria-busy={cancelling}>
                  {cancelling && <LoaderCircle aria-hidden="true" className="size-4 motion-safe:animate-spin" />}
                  {cancelling ? t('membership.current.cancelling') : t('membership.current.cancel')}
                </Button>
              </div>
            </DialogContent>
          </Dialog>
        )}
      </div>
    </section>
  );
}
