import { useId, useState } from 'react';
import { REPORT_NOTE_MAX, REPORT_REASONS, reportBody, type ReportReason } from '../../../contracts/safety';
import { useContractForm } from '../../lib/contract-form';
import { t } from '../../lib/i18n';
import { richText } from '../../lib/rich-text';
import { Alert } from '../ui/alert';
import { Button } from '../ui/button';
import { Dialog, DialogContent } from '../ui/dialog';
import { TextArea } from '../ui/field';
import { Form } from '../ui/form';
import { useToast } from '../ui/toast';
import { useReport } from './safety-api';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  member: { id: string; name: string };
  /** A message of theirs being reported, else the member. */
  messageId?: number;
  /** Already blocked: the "Also block" box is not offered. */
  blocked?: boolean;
};

/**
 * Report a member or one of their messages to the moderators (issue 26): a reason, an optional
 * note, and "Also block" ticked by default so reporting and blocking is one tap. The reported
 * member is never told.
 */
export function ReportDialog({ open, onOpenChange, member, messageId, blocked = false }: Props) {
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [note, setNote] = useState('');
  const [alsoBlock, setAlsoBlock] = useState(true);
  const report = useReport();
  const { toast } = useToast();
  const ids = { note: useId(), block: useId(), count: useId(), reasonError: useId(), noteError: useId() };
  // The contract's schema (the server checks the same one): a problem shows by its input.
  const form = useContractForm(
    reportBody,
    ['reason', 'note'] as const,
    async (body) => {
      await report.mutateAsync(body);
      close(false);
      toast({ type: 'success', title: t(body.block ? 'report.reportedBlocked' : 'report.sent'), message: t(body.block ? 'report.thanksNotTold' : 'report.thanksTeam') });
    },
    t('report.failed'),
  );
  const { errors } = form;

  const close = (next: boolean) => {
    onOpenChange(next);
    if (!next) {
      setReason(null);
      setNote('');
      setAlsoBlock(true);
      form.setErrors({});
    }
  };

  const submit = () => form.submit({ member_id: member.id, message_id: messageId, reason, note: note.trim() || undefined, block: alsoBlock && !blocked });

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent title={messageId === undefined ? t('safety.reportName', { name: member.name }) : t('report.titleMessage', { name: member.name })} description={t('report.intro')}>
        <Form onSubmit={submit} className="space-y-5" noValidate>
          <fieldset aria-describedby={errors.reason ? ids.reasonError : undefined}>
            <legend className="mb-2 text-sm font-semibold text-ink">{t('report.whatIsWrong')}</legend>
            <div className="space-y-1.5">
              {REPORT_REASONS.map((r) => (
                <label
                  key={r}
                  className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border border-line px-3 text-sm text-ink has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500 dark:has-[:checked]:bg-brand-900/30"
                >
                  <input type="radio" name="reason" value={r} checked={reason === r} onChange={() => {
                      setReason(r);
                      form.clear('reason');
                    }}
                    aria-invalid={Boolean(errors.reason)}
                    className="size-4 accent-brand-700" />
                  {t('report.reason', { reason: r })}
                </label>
              ))}
            </div>
            {errors.reason && (
              <p id={ids.reasonError} role="alert" className="mt-1.5 text-sm font-medium text-red-700 dark:text-red-400">
                {errors.reason}
              </p>
            )}
          </fieldset>
          <div>
            <label htmlFor={ids.note} className="mb-1.5 block text-sm font-semibold text-ink">
              {richText(t('report.anythingElse'), { muted: (w) => <span className="font-normal text-ink-muted">{w}</span> })}
            </label>
            <TextArea id={ids.note} rows={3} maxLength={REPORT_NOTE_MAX} value={note} onChange={(e) => {
                setNote(e.target.value);
                form.clear('note');
              }}
              aria-describedby={errors.note ? `${ids.count} ${ids.noteError}` : ids.count}
              aria-invalid={Boolean(errors.note)}
            />
            <p id={ids.count} className="mt-1 text-end text-xs text-ink-muted tabular-nums">
              {t('messages.counter', { count: note.length, max: REPORT_NOTE_MAX })}
            </p>
            {errors.note && (
              <p id={ids.noteError} className="mt-1 text-sm font-medium text-red-700 dark:text-red-400">
                {errors.note}
              </p>
            )}
          </div>
          {!blocked && (
            <label htmlFor={ids.block} className="flex cursor-pointer items-start gap-3 rounded-xl bg-surface-sunken p-3 text-sm">
              <input id={ids.block} type="checkbox" checked={alsoBlock} onChange={(e) => setAlsoBlock(e.target.checked)} className="mt-0.5 size-4 accent-brand-700" />
              <span>
                <span className="block font-semibold text-ink">{t('report.alsoBlock', { name: member.name })}</span>
                <span className="block text-ink-muted">{t('report.alsoBlockText')}</span>
              </span>
            </label>
          )}
          {errors.form && <Alert tone="error">{errors.form}</Alert>}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button type="button" variant="secondary" onClick={() => close(false)}>
              {t('network.cancel')}
            </Button>
            <Button type="submit" variant="danger" disabled={report.isPending}>
              {t(report.isPending ? 'connect.sending' : alsoBlock && !blocked ? 'report.reportAndBlock' : 'report.sendReport')}
            </Button>
          </div>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
