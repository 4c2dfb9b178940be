import { Button } from './button';
import { t } from '../../lib/i18n';

type Props = {
  /** The form's own error (not a field's), announced as it appears. */
  error?: string;
  onCancel: () => void;
  pending: boolean;
  /** The action, as a verb: "Send request". */
  submitLabel: string;
  /** Shown while it runs: "Sending…". */
  pendingLabel: string;
};

/** The end of a form in a dialog: its error, then Cancel and the action (Cancel the bottom button on a phone, as in ConfirmDialog). */
export function FormDialogFooter({ error, onCancel, pending, submitLabel, pendingLabel }: Props) {
  return (
    <>
      {error && (
        <p role="alert" className="text-sm font-semibold text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="secondary" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" disabled={pending}>
          {pending ? pendingLabel : submitLabel}
        </Button>
      </div>
    </>
  );
}
