import { Send, ServerCog } from 'lucide-react';
import { useState } from 'react';
import { adminNotificationForm, NOTIFICATION_MESSAGE_MAX, NOTIFICATION_TITLE_MAX, type AdminUserDto } from '../../../contracts/admin';
import type { z } from 'zod';
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
import { useContractForm } from '../../lib/contract-form';

/** 32 hex digits from the browser's random source (getRandomValues works on plain http too, unlike randomUUID). */
const submissionKey = () => Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');

const FIELDS = ['title', 'message', 'userId'] as const;
type AdminNotificationBody = z.infer<typeof adminNotificationForm>;

/** Notifications tab (docs/product.md §2, §5, §10, §8): one member found by name or email, or a broadcast optionally by role. */
export function NotificationsTab({ canAct }: { canAct: boolean }) {
  const { toast } = useToast();
  const [audience, setAudience] = useState<'broadcast' | 'single'>('broadcast');
  const [member, setMember] = useState<AdminUserDto | null>(null);
  const [role, setRole] = useState<'' | Role>('');
  const [title, setTitle] = useState('');
  const [message, setMessage] = useState('');
  const single = audience === 'single';
  // A broadcast is sent only after the admin has seen how many members it reaches (issue 27).
  const [confirming, setConfirming] = useState<{ audience: AdminBroadcastAudienceResponse; body: AdminNotificationBody } | null>(null);
  const [sending, setSending] = useState(false);

  async function send(body: AdminNotificationBody) {
    setSending(true);
    try {
      const res = await sendNotifications(body);
      toast({ type: 'success', title: 'Notification sent', message: res?.message || 'Delivery enqueued' });
      setMessage('');
      setConfirming(null);
    } catch (err) {
      toast({ type: 'error', title: 'Send failed', message: serverErrorText(err) ?? 'Unexpected error.' });
    } finally {
      setSending(false);
    }
  }

  // The function's own body schema (adminNotificationForm: adminSendNotificationsBody and a chosen
  // member) by each input; the function's answer is the specification's toast.
  const form = useContractForm(
    adminNotificationForm,
    FIELDS,
    async (body) => {
      if (!(await accessToken())) {
        toast({ type: 'warning', title: 'Not signed in yet', message: 'Please wait a moment for your session to load, then try again.' });
        return;
      }
      if (body.mode !== 'broadcast') return send(body);
      try {
        setConfirming({ audience: await broadcastAudience(role), body });
      } catch (err) {
        toast({ type: 'error', title: 'Could not count the members', message: serverErrorText(err) ?? 'Unexpected error.' });
      }
    },
    'Unexpected error.',
  );
  const { errors } = form;
  const busy = form.pending || sending;
  const submit = () =>
    form.submit({
      // One key per submission, re-sent by the automatic retries: the server delivers a broadcast once per key.
      idempotencyKey: submissionKey(),
      title,
      message,
      type: 'info',
      mode: single ? 'single' : 'broadcast',
      ...(single ? { userId: member?.id ?? null } : role ? { role } : {}),
    });

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
            Notifications are sent by Civic Connect itself, so every member gets the same one at once. Members who have switched off announcements in their settings are
            skipped.
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
              <MemberPicker value={member} onChange={(u) => (setMember(u), form.clear('userId'))} enabled={canAct} />
              {typeof errors.userId === 'string' && (
                <p role="alert" className="mt-1.5 text-sm font-medium text-red-700 dark:text-red-400">
                  {errors.userId}
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
            <TextInput id={id} aria-describedby={describedBy} aria-invalid={invalid} value={title} maxLength={NOTIFICATION_TITLE_MAX} onChange={(e) => (setTitle(e.target.value), form.clear('title'))} />
          )}
        </Field>
        <Field label="Message" error={errors.message} hint={`${message.length} / ${NOTIFICATION_MESSAGE_MAX}`}>
          {({ id, describedBy, invalid }) => (
            <TextArea id={id} aria-describedby={describedBy} aria-invalid={invalid} value={message} maxLength={NOTIFICATION_MESSAGE_MAX} onChange={(e) => (setMessage(e.target.value), form.clear('message'))} rows={4} />
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
        title={confirming ? `Send to ${groupDigits(confirming.audience.addressed)} ${role ? `${role} ` : ''}${confirming.audience.addressed === 1 ? 'member' : 'members'}?` : ''}
        description={
          confirming
            ? confirming.audience.addressed === 0
              ? 'No active member matches, so nothing would be sent.'
              : `“${title.trim()}” goes to the notification centre of ${plural(confirming.audience.reachable, 'member')} at once${confirming.audience.addressed > confirming.audience.reachable ? `; ${groupDigits(confirming.audience.addressed - confirming.audience.reachable)} turned these notifications off and are skipped` : ''}. It cannot be recalled.`
            : ''
        }
        confirmLabel="Send to everyone"
        pendingLabel="Sending…"
        keepLabel="Not now"
        tone="primary"
        pending={busy}
        onConfirm={() => confirming && void send(confirming.body)}
      />
    </section>
  );
}
