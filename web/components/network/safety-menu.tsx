import { Ban, Flag, MoreHorizontal, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../ui/button';
import { Dialog, DialogContent } from '../ui/dialog';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '../ui/dropdown-menu';
import { useToast } from '../ui/toast';
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
  const name = member.name || 'this member';
  const blocked = blockedList.data?.members.some((m) => m.id === member.id) ?? false;

  const setBlocked = async (block: boolean) => {
    try {
      await toggle.mutateAsync({ memberId: member.id, block });
      setConfirming(false);
      toast(block ? { type: 'success', title: "Blocked. They won't be told." } : { type: 'success', title: `Unblocked ${name}` });
    } catch (err) {
      toast({ type: 'error', title: block ? 'Could not block' : 'Could not unblock', message: err instanceof Error ? err.message : undefined });
    }
  };

  return (
    // A zero-height row at the top of the card: the controls sit over its banner, top right.
    <div className="relative">
      <div className="absolute top-3 right-3 z-10 flex items-center gap-2">
        {blocked && (
          <span className="inline-flex items-center gap-1 rounded-full bg-black/45 px-2.5 py-1 text-xs font-semibold text-white backdrop-blur-sm" data-testid="blocked-badge">
            <Ban aria-hidden="true" className="size-3.5" /> Blocked
          </span>
        )}
        <DropdownMenu>
          <DropdownMenuTrigger
            aria-label={`More actions for ${name}`}
            className="inline-flex size-11 items-center justify-center rounded-full bg-black/30 text-white backdrop-blur-sm transition-colors hover:bg-black/45 focus-visible:ring-2 focus-visible:ring-white focus-visible:outline-none"
          >
            <MoreHorizontal aria-hidden="true" className="size-5" />
          </DropdownMenuTrigger>
          <DropdownMenuContent className="min-w-56">
            {blocked ? (
              <DropdownMenuItem onSelect={() => void setBlocked(false)}>
                <ShieldCheck aria-hidden="true" /> Unblock {name}
              </DropdownMenuItem>
            ) : (
              <DropdownMenuItem onSelect={() => setConfirming(true)}>
                <Ban aria-hidden="true" /> Block {name}
              </DropdownMenuItem>
            )}
            <DropdownMenuItem onSelect={() => setReporting(true)} className="text-red-700 dark:text-red-300 [&>svg]:text-current">
              <Flag aria-hidden="true" /> Report {name}
            </DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>
      </div>
      <Dialog open={confirming} onOpenChange={setConfirming}>
        <DialogContent title={`Block ${name}?`} description="They won't be told.">
          <ul className="mb-6 list-disc space-y-1.5 pl-5 text-sm text-ink-muted">
            <li>Neither of you can message, follow or send a connection request to the other.</li>
            <li>Your connection, pending requests and follows between you are removed.</li>
            <li>You can unblock them at any time in Settings → Privacy.</li>
          </ul>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              Cancel
            </Button>
            <Button variant="danger" onClick={() => void setBlocked(true)} disabled={toggle.isPending}>
              {toggle.isPending ? 'Blocking…' : 'Block'}
            </Button>
          </div>
        </DialogContent>
      </Dialog>
      <ReportDialog open={reporting} onOpenChange={setReporting} member={{ id: member.id, name }} blocked={blocked} />
    </div>
  );
}
