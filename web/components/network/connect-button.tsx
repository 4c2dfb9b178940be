import { Check, Clock, UserPlus, Users } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { CONNECTION_NOTE_MAX, connectBody } from '../../../contracts/connections';
import { useContractForm } from '../../lib/contract-form';
import { Button, buttonClasses } from '../ui/button';
import { Dialog, DialogContent } from '../ui/dialog';
import { FormDialogFooter } from '../ui/form-dialog-footer';
import { TextArea } from '../ui/field';
import { Form } from '../ui/form';
import { useToast } from '../ui/toast';
import { t } from '../../lib/i18n';
import { richText } from '../../lib/rich-text';
import { useConnectionCommand, useConnectionStatus } from './connections-api';

const errorText = (err: unknown) => (err instanceof Error ? err.message : t('network.tryAgain'));

/**
 * "Connect", "Request sent" or "Connected" on a member's profile (issue 26), with what applies
 * there: the note dialog, Withdraw, Accept/Decline when they asked first, Remove. The state is
 * the server's (GET /api/connections/with/{id}); every button only asks the server.
 */
export function ConnectButton({ memberId, name }: { memberId: string; name: string }) {
  const { data: status } = useConnectionStatus(memberId);
  const command = useConnectionCommand();
  const { toast } = useToast();
  const who = name || t('network.thisMember');

  const act = async (c: Parameters<typeof command.mutateAsync>[0], done: { title: string; message: string }) => {
    try {
      await command.mutateAsync(c);
      toast({ type: 'success', ...done });
    } catch (err) {
      toast({ type: 'error', title: t('network.didNotWork'), message: errorText(err) });
    }
  };

  if (!status) return null;
  const busy = command.isPending;
  const row = 'flex flex-wrap items-center justify-center gap-2 sm:justify-start';

  switch (status.state) {
    case 'self':
      return (
        <div className={row}>
          <Link to="/connections" className={buttonClasses('secondary', 'sm')}>
            <Users aria-hidden="true" className="size-4" /> {t('connect.yourConnections')}
          </Link>
        </div>
      );
    case 'connected':
      return (
        <div className={row} data-testid="connection-state">
          <span className="inline-flex h-9 items-center gap-1.5 rounded-xl bg-emerald-50 px-3 text-sm font-semibold text-emerald-800 ring-1 ring-emerald-200 dark:bg-emerald-950/60 dark:text-emerald-200 dark:ring-emerald-900">
            <Check aria-hidden="true" className="size-4" /> {t('connect.connected')}
          </span>
          <RemoveConnection name={who} disabled={busy} onConfirm={() => act({ kind: 'remove', memberId }, { title: t('connect.removedTitle'), message: t('connect.removedText', { name: who }) })} />
        </div>
      );
    case 'sent':
      return (
        <div className={row} data-testid="connection-state">
          <span className="inline-flex h-9 items-center gap-1.5 rounded-xl bg-surface-sunken px-3 text-sm font-semibold text-ink-muted ring-1 ring-line">
            <Clock aria-hidden="true" className="size-4" /> {t('connect.requestSent')}
          </span>
          <Button variant="ghost" size="sm" disabled={busy} onClick={() => void act({ kind: 'withdraw', requestId: status.request_id! }, { title: t('connect.withdrawnTitle'), message: t('connect.withdrawnText', { name: who }) })}>
            {t('connect.withdraw')}
          </Button>
        </div>
      );
    case 'received':
      return (
        <div className="basis-full space-y-2" data-testid="connection-state">
          <p className="text-sm text-ink-muted">{t('connect.askedYou', { name: who })}</p>
          {status.note && <blockquote dir="auto" className="rounded-xl border-s-4 border-brand-500 bg-surface-sunken px-3 py-2 text-sm text-ink whitespace-pre-line">{status.note}</blockquote>}
          <div className="flex flex-wrap justify-center gap-2 sm:justify-start">
            <Button size="sm" disabled={busy} onClick={() => void act({ kind: 'accept', requestId: status.request_id! }, { title: t('connect.connected'), message: t('connect.nowConnected', { name: who }) })}>
              <Check aria-hidden="true" className="size-4" /> {t('connect.accept')}
            </Button>
            <Button variant="secondary" size="sm" disabled={busy} onClick={() => void act({ kind: 'decline', requestId: status.request_id! }, { title: t('connect.declinedTitle'), message: t('connect.declinedText', { name: who }) })}>
              {t('connect.decline')}
            </Button>
          </div>
        </div>
      );
    case 'none':
      return (
        <div className={row} data-testid="connection-state">
          <ConnectDialog memberId={memberId} name={who} />
        </div>
      );
  }
}

/** "Connect" opens a short form: an optional note, then Send request. */
function ConnectDialog({ memberId, name }: { memberId: string; name: string }) {
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState('');
  const command = useConnectionCommand();
  const { toast } = useToast();
  const id = useId();
  // The contract's connectBody (the server checks the same one): a note problem shows by the note.
  const form = useContractForm(
    connectBody,
    ['note'] as const,
    async (body) => {
      await command.mutateAsync({ kind: 'connect', memberId, note: body.note });
      toast({ type: 'success', title: t('connect.requestSent'), message: t('connect.sentText', { name }) });
      setOpen(false);
      setNote('');
    },
    t('network.tryAgain'),
  );
  const { errors } = form;
  const describedBy = errors.note ? `${id}-count ${id}-error` : `${id}-count`;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) form.setErrors({});
      }}
    >
      <Button size="sm" onClick={() => setOpen(true)}>
        <UserPlus aria-hidden="true" className="size-4" /> {t('connect.connect')}
      </Button>
      <DialogContent title={t('connect.connectWith', { name })} description={t('connect.dialogText')}>
        <Form onSubmit={() => form.submit({ note: note.trim() || undefined })} className="space-y-4">
          <div className="space-y-1.5">
            <label htmlFor={id} className="block text-sm font-medium text-ink">
              {richText(t('connect.noteLabel'), { muted: (w) => <span className="font-normal text-ink-muted">{w}</span> })}
            </label>
            <TextArea
              id={id}
              value={note}
              onChange={(e) => {
                setNote(e.target.value);
                form.clear('note');
              }}
              maxLength={CONNECTION_NOTE_MAX}
              rows={4}
              placeholder={t('connect.notePlaceholder')}
              aria-describedby={describedBy}
              aria-invalid={Boolean(errors.note)}
            />
            <p id={`${id}-count`} className="text-end text-xs text-ink-muted">
              {note.length}/{CONNECTION_NOTE_MAX}
            </p>
            {errors.note && (
              <p id={`${id}-error`} className="text-sm font-medium text-red-700 dark:text-red-400">
                {errors.note}
              </p>
            )}
          </div>
          <FormDialogFooter error={errors.form} onCancel={() => setOpen(false)} pending={command.isPending} submitLabel={t('connect.sendRequest')} pendingLabel={t('connect.sending')} />
        </Form>
      </DialogContent>
    </Dialog>
  );
}

/** Remove asks first: the other member is not told, and connecting again needs a new request. */
export function RemoveConnection({ name, disabled, onConfirm }: { name: string; disabled?: boolean; onConfirm: () => Promise<void> }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button variant="ghost" size="sm" disabled={disabled} onClick={() => setOpen(true)}>
        {t('connect.remove')}
      </Button>
      <DialogContent title={t('connect.removeTitle', { name })} description={t('connect.removeText')}>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => setOpen(false)}>
            {t('network.cancel')}
          </Button>
          <Button
            variant="danger"
            onClick={() => {
              setOpen(false);
              void onConfirm();
            }}
          >
            {t('connect.removeConnection')}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
