import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { BellRing, Smartphone, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { dateFormat } from '../../../contracts/format';
import { type PushDeviceEnabledDto, type PushDevicesDto, type PushDeviceDto, type PushPreferences } from '../../../contracts/push';
import { Alert } from '../../components/ui/alert';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { useToast } from '../../components/ui/toast';
import { api } from '../../lib/api';
import { activeLocale, t } from '../../lib/i18n';
import { forgetPushDevice, rememberPushDevice } from '../../lib/push-device';
import { PreferenceGroup } from './preference-group';
import { PUSH_PREFERENCE_LABELS } from './preference-labels';

const devicesKey = ['push', 'devices'] as const;

const supported = () => typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

/** The VAPID public key (base64url) as pushManager.subscribe() wants it. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const raw = atob(base64url.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (base64url.length % 4)) % 4));
  const out = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) out[i] = raw.charCodeAt(i);
  return out;
}

/** This browser's push subscription, if it has one (no worker registered yet: none). */
async function ownSubscription(): Promise<PushSubscription | null> {
  const reg = await navigator.serviceWorker.getRegistration();
  return (await reg?.pushManager.getSubscription()) ?? null;
}

/** The app's service worker, waited for a few seconds (it registers once the page is idle). */
async function workerRegistration(): Promise<ServiceWorkerRegistration> {
  const reg = await Promise.race([navigator.serviceWorker.ready, new Promise<null>((r) => setTimeout(() => r(null), 8000))]);
  if (!reg) throw new Error(t('settings.push.stillInstalling'));
  return reg;
}

const formatDay = (iso: string) => dateFormat(activeLocale(), { day: 'numeric', month: 'short', year: 'numeric' }).format(new Date(iso));

/**
 * Settings → Notifications, the Push group (issue 28): "Enable on this device" (one subscription
 * per device, through the browser's push service), the devices that receive pushes with a
 * Remove button each, and the push switch of each type.
 */
export function PushSettings({ values }: { values: PushPreferences }) {
  const { toast } = useToast();
  const qc = useQueryClient();
  const canPush = supported();
  const [permission, setPermission] = useState<NotificationPermission | 'unsupported'>(canPush ? Notification.permission : 'unsupported');
  const [ownEndpoint, setOwnEndpoint] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { data, isPending, isError } = useQuery({ queryKey: devicesKey, queryFn: ({ signal }) => api<PushDevicesDto>('/api/push/devices', { signal }) });

  useEffect(() => {
    if (!canPush) return;
    void ownSubscription().then((s) => setOwnEndpoint(s?.endpoint ?? null)).catch(() => setOwnEndpoint(null));
  }, [canPush, data]);

  const remove = useMutation({
    mutationFn: (id: string) => api(`/api/push/devices/${id}`, { method: 'DELETE' }),
    onSettled: () => qc.invalidateQueries({ queryKey: devicesKey }),
  });

  const onThisDevice = data?.devices.find((d) => d.endpoint === ownEndpoint) ?? null;

  async function enable() {
    if (!data) return;
    setBusy(true);
    try {
      const answer = await Notification.requestPermission();
      setPermission(answer);
      if (answer !== 'granted') return;
      const reg = await workerRegistration();
      const sub = (await reg.pushManager.getSubscription()) ?? (await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(data.public_key) }));
      const device = await api<PushDeviceEnabledDto>('/api/push/devices', { method: 'POST', body: sub.toJSON() });
      // For the service worker, should the browser replace this subscription later (pushsubscriptionchange).
      await rememberPushDevice({ endpoint: device.endpoint, secret: device.renewal_secret, publicKey: data.public_key }).catch(() => undefined);
      setOwnEndpoint(sub.endpoint);
      await qc.invalidateQueries({ queryKey: devicesKey });
      toast({ type: 'success', title: t('settings.push.onTitle'), message: t('settings.push.onMessage') });
    } catch (err) {
      toast({ type: 'error', title: t('settings.push.enableFailed'), message: err instanceof Error && err.message ? err.message : t('settings.push.serviceUnreachable') });
    } finally {
      setBusy(false);
    }
  }

  async function removeDevice(device: PushDeviceDto) {
    try {
      if (device.endpoint === ownEndpoint) {
        await (await ownSubscription())?.unsubscribe().catch(() => false);
        await forgetPushDevice().catch(() => undefined);
        setOwnEndpoint(null);
      }
      await remove.mutateAsync(device.id);
      toast({ type: 'success', title: t('settings.push.removedTitle'), message: t('settings.push.removedMessage', { browser: device.browser }) });
    } catch {
      toast({ type: 'error', title: t('settings.push.removeFailed'), message: t('settings.push.checkConnection') });
    }
  }

  return (
    <Card className="space-y-5" data-testid="push-settings">
      <div>
        <h2 className="flex items-center gap-2 text-lg font-semibold text-ink">
          <BellRing aria-hidden="true" className="size-5 text-brand-600 dark:text-brand-300" /> {t('settings.push.title')}
        </h2>
        <p className="mt-1 text-sm text-ink-muted">{t('settings.push.intro')}</p>
      </div>

      <div className="rounded-xl border border-line bg-surface-sunken/60 p-4" aria-live="polite">
        {!canPush ? (
          <p className="text-sm text-ink-muted">{t('settings.push.unsupported')}</p>
        ) : permission === 'denied' ? (
          <p className="text-sm text-ink-muted">{t('settings.push.blocked')}</p>
        ) : onThisDevice ? (
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="flex items-center gap-2 text-sm font-medium text-ink">
              <Badge tone="success">{t('settings.push.on')}</Badge> {t('settings.push.onHere')}
            </p>
            <Button variant="secondary" size="sm" disabled={remove.isPending} onClick={() => void removeDevice(onThisDevice)}>
              {t('settings.push.turnOff')}
            </Button>
          </div>
        ) : (
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-sm text-ink-muted">{t('settings.push.offHere')}</p>
            <Button size="sm" disabled={busy || !data} onClick={() => void enable()}>
              <Smartphone aria-hidden="true" className="size-4" /> {busy ? t('settings.push.turningOn') : t('settings.push.enable')}
            </Button>
          </div>
        )}
      </div>

      <section aria-labelledby="push-devices-heading" className="space-y-2">
        <h3 id="push-devices-heading" className="text-base font-semibold text-ink">
          {t('settings.push.devices')}
        </h3>
        {isPending ? (
          <Skeleton className="h-16" />
        ) : isError || !data ? (
          <Alert tone="error" title={t('settings.push.devicesFailed')}>
            {t('settings.push.checkConnection')}
          </Alert>
        ) : data.devices.length === 0 ? (
          <p className="text-sm text-ink-muted">{t('settings.push.noDevices')}</p>
        ) : (
          <ul className="divide-y divide-line rounded-xl border border-line" data-testid="push-devices">
            {data.devices.map((d) => (
              <li key={d.id} className="flex items-center justify-between gap-3 px-3 py-2.5">
                <div className="min-w-0">
                  <p className="flex flex-wrap items-center gap-2 text-sm font-medium text-ink">
                    {d.browser}
                    {d.endpoint === ownEndpoint && <Badge tone="brand">{t('settings.push.thisDevice')}</Badge>}
                  </p>
                  <p className="text-xs text-ink-muted">
                    {d.last_pushed_at
                      ? t('settings.push.addedNotified', { added: formatDay(d.created_at), notified: formatDay(d.last_pushed_at) })
                      : t('settings.push.added', { added: formatDay(d.created_at) })}
                  </p>
                </div>
                <Button variant="ghost" size="sm" aria-label={t('settings.push.removeNamed', { browser: d.browser })} disabled={remove.isPending} onClick={() => void removeDevice(d)}>
                  <Trash2 aria-hidden="true" className="size-4" /> {t('settings.push.remove')}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </section>

      <PreferenceGroup
        field="push_preferences"
        legend={t('settings.push.whatLegend')}
        description={t('settings.push.whatDescription')}
        labels={PUSH_PREFERENCE_LABELS}
        values={values}
      />
    </Card>
  );
}
