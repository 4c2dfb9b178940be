import { maxVenuesForm } from '../../../contracts/partners';
import { useToast } from '../../components/ui/toast';
import { useContractForm } from '../../lib/contract-form';
import { t } from '../../lib/i18n';
import { actionErrorText, maxVenuesRefused, parseMaxVenues, useSetMaxVenues } from './api';

/** Which partner the limit is for, and the success toast's message; null while there is none to save. */
type Target = { partnerId: string; savedMessage: (maxVenues: number) => string; onSaved?: () => void } | null;

/**
 * The venue-limit form of both admin screens (the partners table and 'Set venue limit'): the
 * contract's maxVenuesForm; the typed value rounded as it is sent; an invalid limit is the
 * specification's toast (and marks the input); the outcome is a toast.
 */
export function useMaxVenuesForm(raw: string, setRaw: (raw: string) => void, target: Target) {
  const { toast } = useToast();
  const save = useSetMaxVenues();
  const form = useContractForm(
    maxVenuesForm,
    ['maxVenues'],
    async ({ maxVenues }) => {
      if (!target) return;
      try {
        await save.mutateAsync({ partnerId: target.partnerId, maxVenues });
        toast({ type: 'success', title: t('admin.maxVenues.updated'), message: target.savedMessage(maxVenues) });
        target.onSaved?.();
      } catch (err) {
        toast({ type: 'error', title: t('admin.maxVenues.updateFailed'), message: actionErrorText(err) });
      }
    },
    t('admin.errors.unexpectedDot'),
    () => maxVenuesRefused(toast),
  );
  const submit = () => {
    const n = parseMaxVenues(raw);
    setRaw(String(n));
    return form.submit({ maxVenues: n });
  };
  return { form, submit, pending: save.isPending };
}
