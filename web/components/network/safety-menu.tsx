import { Ban, Flag, MoreHorizontal, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../ui/button';
import { Dialog, DialogContent } from '../ui/dialog';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '../ui/dropdown-menu';
import { useToast } from '../ui/toast';
import { t } from '../../lib/i18n';
import { ReportDialog } from './report-dialog';
import { useBlockedList, useBlockToggle } from './safety-api';

/**
 * The "…" menu on a member's profile (issue 26): Block / Unblock and Report. Placed at the top
 * right of the profile card; a blocked member's card shows "Blocked" beside it. Nothing for
 * one's own profile.
 */
export function SafetyMenu({ member }: { member: { id: string; name: string; is_self: boolean } }) {
  const blockedList = useBlockedList();
  const toggle = useBlockToggle();
  const { toast } = useToast();
  const [confirming, setConfirming] = useState(false);
  const [reporting, setReporting] = useState(false);
  if (member.is_self) return null;
  const name = member.name || t('network.thisMember');
  const blocked = blockedList.data?.members.some((m) => m.id === member.id) ?? false;

  const setBlocked = async (block: boolean) => {
    try {
      await toggle.mutateAsync({ memberId: member.id, block });
      setConfirming(false);
      toast({ type: 'success', title: block ? t('safety.blockedToast') : t('safety.unblockedName', { name }) });
    } catch (err) {
      toast({ type: 'error', title: t(block ? 'safety.couldNotBlock' : 'safety.couldNotUnblock'), message: err instanceof Error ? err.message : undefined });
    }
  };

  return (
    // A zero-height row at the top of the card: the controls sit over its banner, top right.
    <div className="relative">
      <div className="absolute top-3 end-3 z-10 flex items-center gap-2">
        {blocked && (
          <span className="inline-flex items-center gap-1 rounded-full bg-black/45 px-2.5 py-1 text-xs font-semibold text-white backdrop-blur-sm" data-testid="blocked-badge">
            <Ban aria-hidden="true" className="size-3.5" /> {t('safety.blocked')}
          </span>
        )}
        <DropdownMenu>
          <DropdownMenuTrigger
            aria-label={t('safety.moreActions', { name })}
            className="inline-flex size-11 items-center justify-center rounded-full bg-black/30 text-white backdrop-blur-sm transition-colors hover:bg-black/45 focus-visible:ring-2 focus-visible:ring-white focus-visible:outline-none"
          >
            <MoreHorizontal aria-hidden="true" className="size-5" />
          </DropdownMenuTrigger>
          <DropdownMenuContent className="min-w-56">
            {blocked ? (
              <DropdownMenuItem onSelect={() => void setBlocked(false)}>
                <ShieldCheck aria-hidden="true" /> {t('safety.unblockName', { name })}
              </DropdownMenuItem>
            ) : (
              <DropdownMenuItem onSelect={() => setConfirming(true)}>
                <Ban aria-hidden="true" /> {t('safety.blockName', { name })}
              </DropdownMenuItem>
            )}
            <DropdownMenuItem onSelect={() => setReporting(true)} className="text-red-700 dark:text-red-300 [&>svg]:text-current">
              <Flag aria-hidden="true" /> {t('safety.reportName', { name })}
            </DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>
      </div>
      <Dialog open={confirming} onOpenChange={setConfirming}>
        <DialogContent title={t('safety.blockTitle', { name })} description={t('safety.notTold')}>
          <ul className="mb-6 list-disc space-y-1.5 ps-5 text-sm text-ink-muted">
            <li>{t('safety.blockEffect1')}</li>
            <li>{t('safety.blockEffect2')}</li>
            <li>{t('safety.blockEffect3')}</li>
          </ul>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              {t('network.cancel')}
            </Button>
            <Button variant="danger" onClick={() => void setBlocked(true)} disabled={toggle.isPending}>
              {t(toggle.isPending ? 'safety.blocking' : 'safety.block')}
            </Button>
          </div>
        </DialogContent>
      </Dialog>
      <ReportDialog open={reporting} onOpenChange={setReporting} member={{ id: member.id, name }} blocked={blocked} />
    </div>
  );
}
