import { Send, ServerCog } from 'lucide-react';
import { useState } from 'react';
import { NOTIFICATION_MESSAGE_MAX, NOTIFICATION_TITLE_MAX, type AdminUserDto } from '../../../contracts/admin';
import type { Role } from '../../../contracts/roles';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Field, TextArea, TextInput } from '../../components/ui/field';
import { useToast } from '../../components/ui/toast';
import { accessToken } from '../../lib/api';
import { serverErrorText } from '../../lib/functions';
import { PanelHeading, RoleSelect } from './admin-ui';
import { MemberPicker } from './member-picker';
import { broadcastAudience, sendNotifications } from './api';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { groupDigits, plural } from '../../../contracts/format';
import type { AdminBroadcastAudienceResponse } from '../../../contracts/admin';
import { Form } from '../../components/ui/form';

/** 32 hex digits from the browser's random source (getRandomValues works on plain http too, unlike randomUUID). */
const submissionKey = () => Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');

type Errors = { title?: string; message?: string; member?: string };

/** Notifications tab (docs/product.md §2, §5, §10, §8): one member found by name or email, or a broadcast optionally by role. */
export function NotificationsTab({ canAct }: { canAct: boolean }) {
  const { toast } = useToast();
  const [audience, setAudience] = useState<'broadcast' | 'single'>('broadcast');
  const [member, setMember] = useState<AdminUserDto | null>(null);
  const [role, setRole] = useState<'' | Role>('');
  const [title, setTitle] = useState('');
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  // A broadcast is sent only after the admin has seen how many members it reaches (issue 27).
  const [confirming, setConfirming] = useState<AdminBroadcastAudienceResponse | null>(null);
  const single = audience === 'single';

  const submit = async () => {
    const next: Errors = {};
    if (!title.trim()) next.title = 'Enter a title.';
    if (!message.trim()) next.message = 'Enter a message.';
    if (single && !member) next.member = 'Choose the member to notify.';
    setErrors(next);
    if (next.title || next.message || next.member) return;
    if (!(await accessToken())) {
      toast({ type: 'warning', title: 'Not signed in yet', message: 'Please wait a moment for your session to load, then try again.' });
      return;
    }
    if (!single) {
      setBusy(true);
      try {
        setConfirming(await broadcastAudience(role));
      } catch (err) {
        toast({ type: 'error', title: 'Could not count the members', message: serverErrorText(err) ?? 'Unexpected error.' });
      } finally {
        setBusy(false);
      }
      return;
    }
    await send();
  };

  const send = async () => {
    setBusy(true);
    try {
      // One key per submission, re-sent by the automatic retries: the server delivers a broadcast once per key.
      const res = await sendNotifications({
        idempotencyKey: submissionKey(),
        title: title.trim(),
        message: message.trim(),
        type: 'info',
        mode: single ? 'single' : 'broadcast',
        ...(single && member ? { userId: member.id } : role ? { role } : {}),
      });
      toast({ type: 'success', title: 'Notification sent', message: res?.message || 'Delivery enqueued' });
      setMessage('');
      setConfirming(null);
    } catch (err) {
      toast({ type: 'error', title: 'Send failed', message: serverErrorText(err) ?? 'Unexpected error.' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="admin-notifications-heading" className="max-w-2xl">
      <PanelHeading
        id="admin-notifications-heading"
        title="Send a notification"
        description="Appears in members' notification centre at once, with sound and vibration if they allow it."
      />
      <Alert tone="info" className="mb-5">
        <span className="flex gap-2.5">
          <ServerCog aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>
            Server-side sending is required: notifications are sent by the server (the admin-send-notifications function), never written from the browser. Members who have
            switched off announcements in their settings are skipped.
          </span>
        </span>
      </Alert>
      <Form noValidate className="space-y-4" onSubmit={submit}>
        <fieldset className="min-w-0 space-y-3">
          <legend className="text-sm font-semibold text-ink">Send to</legend>
          <div className="flex flex-wrap gap-x-6 gap-y-2">
            {(
              [
                ['broadcast', 'Every member'],
                ['single', 'One member'],
              ] as const
            ).map(([value, label]) => (
              <label key={value} className="flex min-h-11 items-center gap-2.5 text-sm font-medium text-ink">
                <input type="radio" name="notify-audience" value={value} checked={audience === value} onChange={() => setAudience(value)} className="size-5 accent-brand-700" />
                {label}
              </label>
            ))}
          </div>
          {single ? (
            <div>
              <MemberPicker value={member} onChange={(u) => (setMember(u), setErrors((e) => ({ ...e, member: undefined })))} enabled={canAct} />
              {errors.member && (
                <p role="alert" className="mt-1.5 text-sm font-medium text-red-700 dark:text-red-400">
                  {errors.member}
                </p>
              )}
            </div>
          ) : (
            <Field label="Role filter" hint="Optional: only members with this role.">
              {({ id, describedBy }) => <RoleSelect id={id} describedBy={describedBy} value={role} onChange={setRole} anyLabel="All roles" />}
            </Field>
          )}
        </fieldset>
        <Field label="Title" error={errors.title}>
          {({ id, describedBy, invalid }) => (
            <TextInput id={id} aria-describedby={describedBy} aria-invalid={invalid} value={title} maxLength={NOTIFICATION_TITLE_MAX} onChange={(e) => setTitle(e.target.value)} />
          )}
        </Field>
        <Field label="Message" error={errors.message} hint={`${message.length} / ${NOTIFICATION_MESSAGE_MAX}`}>
          {({ id, describedBy, invalid }) => (
            <TextArea id={id} aria-describedby={describedBy} aria-invalid={invalid} value={message} maxLength={NOTIFICATION_MESSAGE_MAX} onChange={(e) => setMessage(e.target.value)} rows={4} />
          )}
        </Field>
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" disabled={!canAct || busy}>
            <Send aria-hidden="true" className="size-4" /> {busy ? (single || confirming ? 'Sending…' : 'Counting members…') : 'Send notification'}
          </Button>
          <span className="text-sm text-ink-muted">{single ? (member ? `Sends to ${member.name || member.email}.` : 'Choose a member above.') : role ? `Broadcasts to every ${role} member.` : 'Broadcasts to every member.'}</span>
        </div>
      </Form>
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={confirming ? `Send to ${groupDigits(confirming.addressed)} ${role ? `${role} ` : ''}${confirming.addressed === 1 ? 'member' : 'members'}?` : ''}
        description={
          confirming
            ? confirming.addressed === 0
              ? 'No active member matches, so nothing would be sent.'
              : `“${title.trim()}” goes to the notification centre of ${plural(confirming.reachable, 'member')} at once${confirming.addressed > confirming.reachable ? `; ${groupDigits(confirming.addressed - confirming.reachable)} turned these notifications off and are skipped` : ''}. It cannot be recalled.`
            : ''
        }
        confirmLabel="Send to everyone"
        pendingLabel="Sending…"
        keepLabel="Not now"
        tone="primary"
        pending={busy}
        onConfirm={() => void send()}
      />
    </section>
  );
}
