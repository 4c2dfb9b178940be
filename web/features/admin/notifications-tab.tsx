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
import { t } from '../../lib/i18n';
import { PanelHeading, roleCode, RoleSelect } from './admin-ui';
import { MemberPicker } from './member-picker';
import { broadcastAudience, sendNotifications } from './api';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import type { AdminBroadcastAudienceResponse } from '../../../contracts/admin';
import { Form } from '../../components/ui/form';
import { useContractForm } from '../../lib/contract-form';

/** 32 hex digits from the browser's random source (getRandomValues works on plain http too, unlike randomUUID). */
const submissionKey = () => Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');

const FIELDS = ['title', 'message', 'userId'] as const;
type AdminNotificationBody = z.infer<typeof adminNotificationForm>;

/** The broadcast's confirmation: how many members, of which role if one was chosen. */
const confirmTitle = (count: number, role: '' | Role) => (role ? t('admin.notify.confirmTitleRole', { count, role: roleCode(role) }) : t('admin.notify.confirmTitle', { count }));

/** Who it reaches at once, and how many are skipped because they turned announcements off. */
function confirmText(audience: AdminBroadcastAudienceResponse, title: string): string {
  if (audience.addressed === 0) return t('admin.notify.nobody');
  const skipped = audience.addressed - audience.reachable;
  return skipped > 0 ? t('admin.notify.confirmTextSkipped', { title, count: audience.reachable, skipped }) : t('admin.notify.confirmText', { title, count: audience.reachable });
}

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
      toast({ type: 'success', title: t('admin.notify.sent'), message: res?.message || t('admin.notify.enqueued') });
      setMessage('');
      setConfirming(null);
    } catch (err) {
      toast({ type: 'error', title: t('admin.notify.sendFailed'), message: serverErrorText(err) ?? t('admin.errors.unexpectedDot') });
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
        toast({ type: 'warning', title: t('admin.notify.notSignedIn'), message: t('admin.notify.waitSession') });
        return;
      }
      if (body.mode !== 'broadcast') return send(body);
      try {
        setConfirming({ audience: await broadcastAudience(role), body });
      } catch (err) {
        toast({ type: 'error', title: t('admin.notify.countFailed'), message: serverErrorText(err) ?? t('admin.errors.unexpectedDot') });
      }
    },
    t('admin.errors.unexpectedDot'),
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
        title={t('admin.notify.title')}
        description={t('admin.notify.description')}
      />
      <Alert tone="info" className="mb-5">
        <span className="flex gap-2.5">
          <ServerCog aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>{t('admin.notify.how')}</span>
        </span>
      </Alert>
      <Form noValidate className="space-y-4" onSubmit={submit}>
        <fieldset className="min-w-0 space-y-3">
          <legend className="text-sm font-semibold text-ink">{t('admin.notify.sendTo')}</legend>
          <div className="flex flex-wrap gap-x-6 gap-y-2">
            {(
              [
                ['broadcast', 'admin.notify.everyMember'],
                ['single', 'admin.notify.oneMember'],
              ] as const
            ).map(([value, label]) => (
              <label key={value} className="flex min-h-11 items-center gap-2.5 text-sm font-medium text-ink">
                <input type="radio" name="notify-audience" value={value} checked={audience === value} onChange={() => setAudience(value)} className="size-5 accent-brand-700" />
                {t(label)}
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
            <Field label={t('admin.notify.roleFilter')} hint={t('admin.notify.roleFilterHint')}>
              {({ id, describedBy }) => <RoleSelect id={id} describedBy={describedBy} value={role} onChange={setRole} anyLabel={t('admin.notify.allRoles')} />}
            </Field>
          )}
        </fieldset>
        <Field label={t('admin.notify.titleLabel')} error={errors.title}>
          {({ id, describedBy, invalid }) => (
            <TextInput id={id} aria-describedby={describedBy} aria-invalid={invalid} value={title} maxLength={NOTIFICATION_TITLE_MAX} onChange={(e) => (setTitle(e.target.value), form.clear('title'))} />
          )}
        </Field>
        <Field label={t('admin.notify.message')} error={errors.message} hint={t('admin.venuesOf', { count: message.length, max: NOTIFICATION_MESSAGE_MAX })}>
          {({ id, describedBy, invalid }) => (
            <TextArea id={id} aria-describedby={describedBy} aria-invalid={invalid} value={message} maxLength={NOTIFICATION_MESSAGE_MAX} onChange={(e) => (setMessage(e.target.value), form.clear('message'))} rows={4} />
          )}
        </Field>
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" disabled={!canAct || busy}>
            <Send aria-hidden="true" className="size-4" /> {busy ? (single || confirming ? t('admin.notify.sending') : t('admin.notify.counting')) : t('admin.notify.send')}
          </Button>
          <span className="text-sm text-ink-muted">{single ? (member ? t('admin.notify.sendsTo', { name: member.name || member.email }) : t('admin.notify.chooseMember')) : role ? t('admin.notify.broadcastRole', { role: roleCode(role) }) : t('admin.notify.broadcastAll')}</span>
        </div>
      </Form>
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={confirming ? confirmTitle(confirming.audience.addressed, role) : ''}
        description={confirming ? confirmText(confirming.audience, title.trim()) : ''}
        confirmLabel={t('admin.notify.confirm')}
        pendingLabel={t('admin.notify.sending')}
        keepLabel={t('admin.notify.keep')}
        tone="primary"
        pending={busy}
        onConfirm={() => confirming && void send(confirming.body)}
      />
    </section>
  );
}
