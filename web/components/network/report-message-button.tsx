import { Flag } from 'lucide-react';
import { useState } from 'react';
import { cn } from '../../lib/cn';
import { t } from '../../lib/i18n';
import { ReportDialog } from './report-dialog';

/**
 * "Report" on one message (issue 26), for the messages screen: opens the report dialog for that
 * message, whose text the server copies into the report. Only messages of the other member.
 */
export function ReportMessageButton({ messageId, member, className }: { messageId: number; member: { id: string; name: string }; className?: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-label={t('safety.reportMessageFrom', { name: member.name })}
        className={cn('inline-flex size-9 items-center justify-center rounded-lg text-ink-muted hover:bg-surface-sunken hover:text-red-700 dark:hover:text-red-300', className)}
      >
        <Flag aria-hidden="true" className="size-4" />
      </button>
      <ReportDialog open={open} onOpenChange={setOpen} member={member} messageId={messageId} />
    </>
  );
}
