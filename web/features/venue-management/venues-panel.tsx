import { Building2, CalendarCheck, Clock3, Pencil, Trash2, Users } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { currencySymbol, formatMoney, minorToMajor } from '../../../contracts/format';
import { rateFormsFor, type ManagedVenueDto } from '../../../contracts/meetups';
import { Button, buttonClasses } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Dialog, DialogContent } from '../../components/ui/dialog';
import { Field, inputClasses } from '../../components/ui/field';
import { useToast } from '../../components/ui/toast';
import { cn } from '../../lib/cn';
import { useDefaultRate, useDeleteVenue } from './api';
import { FallbackImage } from '../../components/ui/fallback-image';
import { Form } from '../../components/ui/form';
import { useContractForm } from '../../lib/contract-form';
import { activeLocale, t } from '../../lib/i18n';

export function VenuesPanel({ venues }: { venues: ManagedVenueDto[] }) {
  if (venues.length === 0) {
    return (
      <div className="rounded-card border border-dashed border-line bg-surface-raised p-8 text-center">
        <Building2 aria-hidden="true" className="mx-auto size-10 text-brand-500" />
        <p className="mt-3 font-semibold text-ink">{t('venues.manage.firstVenue')}</p>
        <p className="mt-1 text-ink-muted">{t('venues.manage.firstVenueHint')}</p>
        <Link to="/create-venue" className={buttonClasses('primary', 'md', 'mt-4')}>
          {t('venues.addVenue')}
        </Link>
      </div>
    );
  }
  return (
    <ul className="grid gap-4 sm:grid-cols-2" data-testid="managed-venues">
      {venues.map((v) => (
        <VenueCard key={v.id} v={v} />
      ))}
    </ul>
  );
}

function VenueCard({ v }: { v: ManagedVenueDto }) {
  const [text, setText] = useState(minorToMajor(v.default_booking_rate, v.currency));
  const [confirm, setConfirm] = useState(false);
  const rate = useDefaultRate();
  const del = useDeleteVenue();
  const { toast } = useToast();
  // The contract's defaultRateForm (pounds as typed, checked as the route checks its pence).
  const form = useContractForm(
    rateFormsFor(v.currency).defaultRate,
    ['default_booking_rate'],
    async ({ default_booking_rate: pence }) => {
      await rate.mutateAsync({ venueId: v.id, pence });
      toast({ type: 'success', title: t('venues.manage.rateSaved'), message: t('venues.manage.rateSavedBody', { name: v.name, amount: formatMoney(pence, v.currency, activeLocale()) }) });
    },
    t('venues.requests.rateFailed'),
  );
  const error = form.errors.default_booking_rate ?? form.errors.form;
  const save = () => form.submit({ default_booking_rate: text });
  return (
    <li>
      <Card className="flex h-full flex-col overflow-hidden p-0">
        <FallbackImage src={v.cover_image_url} alt="" icon={Building2} iconClassName="size-10" className="h-36 w-full" />
        <div className="flex flex-1 flex-col gap-3 p-4">
          <div>
            <h3 className="text-lg font-semibold text-ink">
              <Link to={`/venues/${v.id}`} className="hover:underline" dir="auto">
                {v.name}
              </Link>
            </h3>
            <p className="text-sm text-ink-muted" dir="auto">
              {v.address}
            </p>
          </div>
          <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-ink-muted">
            <li className="flex items-center gap-1.5">
              <Users aria-hidden="true" className="size-4" /> {t('venues.manage.people', { count: v.capacity })}
            </li>
            <li className={cn('flex items-center gap-1.5', v.pending_count > 0 && 'font-semibold text-amber-800 dark:text-amber-200')}>
              <Clock3 aria-hidden="true" className="size-4" /> {t('venues.manage.pendingCount', { count: v.pending_count })}
            </li>
            <li className="flex items-center gap-1.5">
              <CalendarCheck aria-hidden="true" className="size-4" /> {t('venues.manage.upcomingCount', { count: v.upcoming_count })}
            </li>
          </ul>
          <Form onSubmit={save}>
            <Field label={t('venues.manage.defaultRateLabel', { symbol: currencySymbol(v.currency, activeLocale()) })} error={error}>
              {({ id, describedBy, invalid }) => (
                <div className="flex gap-2">
                  <input id={id} inputMode="decimal" value={text} onChange={(e) => (setText(e.target.value), form.clear('default_booking_rate'), form.clear('form'))} aria-describedby={describedBy} aria-invalid={invalid} className={cn(inputClasses, 'max-w-36')} />
                  <Button type="submit" variant="secondary" disabled={form.pending}>
                    {form.pending ? t('venues.saving') : t('venues.save')}
                  </Button>
                </div>
              )}
            </Field>
          </Form>
          <div className="mt-auto flex gap-2 border-t border-line pt-3">
            <Link to={`/venues/${v.id}/edit`} className={buttonClasses('secondary', 'sm', 'flex-1')}>
              <Pencil aria-hidden="true" className="size-4" /> {t('venues.page.edit')}
            </Link>
            <Button size="sm" variant="ghost" className="text-red-700 hover:bg-red-50 dark:text-red-400 dark:hover:bg-red-950/40" onClick={() => setConfirm(true)}>
              <Trash2 aria-hidden="true" className="size-4" /> {t('venues.manage.delete')}
            </Button>
          </div>
        </div>
      </Card>
      <Dialog open={confirm} onOpenChange={setConfirm}>
        <DialogContent title={t('venues.delete.title', { name: v.name })} description={t('venues.delete.description')}>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={() => setConfirm(false)}>
              {t('venues.delete.keep')}
            </Button>
            <Button
              variant="danger"
              disabled={del.isPending}
              onClick={async () => {
                try {
                  await del.mutateAsync(v.id);
                  setConfirm(false);
                  toast({ type: 'success', title: t('venues.delete.done'), message: t('venues.delete.doneBody', { name: v.name }) });
                } catch (err) {
                  toast({ type: 'error', title: t('venues.delete.failed'), message: err instanceof Error ? err.message : t('venues.tryAgain') });
                }
              }}
            >
              {del.isPending ? t('venues.delete.deleting') : t('venues.delete.confirm')}
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </li>
  );
}
