import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CalendarSync, Copy, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import type { CalendarFeedDto } from '../../../contracts/calendar';
import { Alert } from '../../components/ui/alert';
import { Button, buttonClasses } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Dialog, DialogContent } from '../../components/ui/dialog';
import { Field, TextInput } from '../../components/ui/field';
import { Skeleton } from '../../components/ui/skeleton';
import { useToast } from '../../components/ui/toast';
import { api } from '../../lib/api';
import { t } from '../../lib/i18n';

const feedKey = ['calendar-feed'] as const;

/** webcal: opens the device's calendar app with "subscribe" instead of a one-off download. */
const webcal = (url: string) => url.replace(/^https?:/, 'webcal:');

/** Settings → the private calendar feed of the member's meetups: copy, subscribe, rotate (issue 14). */
export function CalendarFeed() {
  const { toast } = useToast();
  const qc = useQueryClient();
  const [confirm, setConfirm] = useState(false);
  const { data, isPending, isError } = useQuery({ queryKey: feedKey, queryFn: ({ signal }) => api<CalendarFeedDto>('/api/calendar/feed', { signal }), staleTime: Infinity });
  const rotate = useMutation({
    mutationFn: () => api<CalendarFeedDto>('/api/calendar/feed/rotate', { method: 'POST' }),
    onSuccess: (next) => qc.setQueryData(feedKey, next),
  });

  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      toast({ type: 'success', title: t('settings.calendar.copied'), message: t('settings.calendar.copiedMessage') });
    } catch {
      toast({ type: 'error', title: t('settings.calendar.copyFailed'), message: t('settings.calendar.copyFailedMessage') });
    }
  };

  return (
    <Card className="space-y-4" data-testid="calendar-feed">
      <div>
        <h2 className="flex items-center gap-2 text-lg font-semibold text-ink">
          <CalendarSync aria-hidden="true" className="size-5 text-brand-600 dark:text-brand-300" /> {t('settings.calendar.title')}
        </h2>
        <p className="mt-1 text-sm text-ink-muted">
          {t('settings.calendar.intro')}
        </p>
      </div>
      {isPending ? (
        <Skeleton className="h-24" />
      ) : isError || !data ? (
        <Alert tone="error" title={t('settings.calendar.loadFailed')}>
          {t('settings.push.checkConnection')}
        </Alert>
      ) : (
        <>
          <Field label={t('settings.calendar.address')}>
            {({ id }) => <TextInput id={id} value={data.url} readOnly onFocus={(e) => e.currentTarget.select()} className="bg-surface-sunken font-mono text-xs" />}
          </Field>
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" onClick={() => void copy(data.url)}>
              <Copy aria-hidden="true" className="size-4" /> {t('settings.calendar.copy')}
            </Button>
            <a href={webcal(data.url)} className={buttonClasses('primary')}>
              {t('settings.calendar.subscribe')}
            </a>
            <Button variant="ghost" onClick={() => setConfirm(true)}>
              <RefreshCw aria-hidden="true" className="size-4" /> {t('settings.calendar.rotate')}
            </Button>
          </div>
        </>
      )}
      <Dialog open={confirm} onOpenChange={setConfirm}>
        <DialogContent title={t('settings.calendar.confirmTitle')} description={t('settings.calendar.confirmDescription')}>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={() => setConfirm(false)}>
              {t('settings.calendar.keep')}
            </Button>
            <Button
              disabled={rotate.isPending}
              onClick={async () => {
                try {
                  await rotate.mutateAsync();
                  setConfirm(false);
                  toast({ type: 'success', title: t('settings.calendar.rotated'), message: t('settings.calendar.rotatedMessage') });
                } catch (err) {
                  toast({ type: 'error', title: t('settings.calendar.rotateFailed'), message: err instanceof Error ? err.message : t('settings.calendar.tryAgain') });
                }
              }}
            >
              {rotate.isPending ? t('settings.calendar.rotating') : t('settings.calendar.rotateAddress')}
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </Card>
  );
}
