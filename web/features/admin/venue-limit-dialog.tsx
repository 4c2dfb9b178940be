import { useMaxVenuesForm } from './max-venues-form';
import { useEffect, useState } from 'react';
import type { AdminUserDto } from '../../../contracts/admin';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent } from '../../components/ui/dialog';
import { Field, TextInput } from '../../components/ui/field';
import { Skeleton } from '../../components/ui/skeleton';
import { useToast } from '../../components/ui/toast';
import { actionErrorText, getOrCreateVenuePartner, parseMaxVenues } from './api';
import { Form } from '../../components/ui/form';
import { t } from '../../lib/i18n';
import { richText } from '../../lib/rich-text';

type Loaded = { partnerId: string; venueCount: number };

/**
 * 'Set venue limit' (docs/product.md §2): opened from a venue user's row. The user's partner profile is
 * loaded (or created) first, since the limit lives on it; Save sets max_venues_allowed.
 */
export function VenueLimitDialog({ user, canAct, onClose }: { user: AdminUserDto | null; canAct: boolean; onClose: () => void }) {
  const { toast } = useToast();
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [raw, setRaw] = useState('1');

  useEffect(() => {
    if (!user) return;
    let live = true;
    setLoaded(null);
    setRaw(String(user.partner_max_venues_allowed ?? 1));
    getOrCreateVenuePartner(user.id).then(
      (res) => {
        if (!live) return;
        if (!res?.partner?.id) {
          toast({ type: 'error', title: t('admin.venueLimit.loadFailed'), message: t('admin.venueLimit.partnerFailed') });
          onClose();
          return;
        }
        setLoaded({ partnerId: res.partner.id, venueCount: res.partner.venue_count ?? user.venue_count });
        setRaw(String(res.partner.max_venues_allowed));
      },
      (err) => {
        if (!live) return;
        toast({ type: 'error', title: t('admin.venueLimit.loadFailed'), message: actionErrorText(err) });
        onClose();
      },
    );
    return () => {
      live = false;
    };
    // Load once per opened user; toast and onClose are stable enough for this.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [user?.id]);

  const { form, submit, pending } = useMaxVenuesForm(
    raw,
    setRaw,
    user && loaded ? { partnerId: loaded.partnerId, savedMessage: (n) => t('admin.venueLimit.saved', { email: user.email, count: n }), onSaved: onClose } : null,
  );

  return (
    <Dialog open={Boolean(user)} onOpenChange={(open) => !open && !pending && onClose()}>
      {user && (
        <DialogContent
          // A toast (e.g. 'Invalid value') may be dismissed without closing the dialog.
          onInteractOutside={(e) => {
            if ((e.target as Element | null)?.closest?.('[data-testid="toast-region"]')) e.preventDefault();
          }}
          title={t('admin.venueLimit.title')}
          description={richText(t('admin.venueLimit.description', { name: user.name || user.email }), {
            who: (words) => (
              <bdi className="font-medium text-ink">{words}</bdi>
            ),
          })}
        >
          <Form noValidate onSubmit={submit}>
            <p className="mb-4 text-sm break-all text-ink-muted">{user.email}</p>
            <Field label={t('admin.venueLimit.label')} hint={loaded ? t('admin.venueLimit.count', { count: loaded.venueCount }) : t('admin.venueLimit.loading')}>
              {({ id, describedBy }) => (
                <TextInput
                  id={id}
                  aria-describedby={describedBy}
                  aria-invalid={Boolean(form.errors.maxVenues)}
                  type="number"
                  inputMode="numeric"
                  min={1}
                  step={1}
                  value={raw}
                  disabled={!loaded}
                  onChange={(e) => (setRaw(e.target.value), form.clear('maxVenues'))}
                  onBlur={() => setRaw(String(parseMaxVenues(raw)))}
                />
              )}
            </Field>
            {!loaded && <Skeleton className="mt-3 h-2 w-1/2" />}
            <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button variant="secondary" onClick={onClose} disabled={pending}>
                {t('admin.cancel')}
              </Button>
              <Button type="submit" disabled={!canAct || !loaded || pending}>
                {pending ? t('admin.saving') : t('admin.save')}
              </Button>
            </div>
          </Form>
        </DialogContent>
      )}
    </Dialog>
  );
}
