import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { profilePatchBody } from '../../../contracts/preferences';
import { Button } from '../../components/ui/button';
import { Field, TextInput } from '../../components/ui/field';
import { Form } from '../../components/ui/form';
import { useToast } from '../../components/ui/toast';
import { ApiRequestError } from '../../lib/api';
import { t } from '../../lib/i18n';
import { useContractForm } from '../../lib/contract-form';
import { useSession } from '../../lib/session';
import { patchProfile, profileKey } from './api';
import { SETTINGS_TEXT } from './settings-text';

/**
 * Full Name with Save: disabled while saving, when blank, or when unchanged (docs/product.md §2, §5).
 * The answer is a toast (the specification's); the contract's profilePatchBody checks the name
 * first, and a problem with it (ours or the server's `field`) also shows by the input.
 */
export function NameForm({ current }: { current: string }) {
  const { toast } = useToast();
  const { session, refreshProfile } = useSession();
  const qc = useQueryClient();
  const [name, setName] = useState(current);
  useEffect(() => setName(current), [current]);
  const form = useContractForm(
    profilePatchBody,
    ['name'] as const,
    async (patch) => {
      try {
        const profile = await patchProfile(patch);
        qc.setQueryData(profileKey(session?.user.id), profile);
        setName(profile.name);
        await refreshProfile(true);
        toast({ type: 'success', ...SETTINGS_TEXT.nameSaved() });
      } catch (err) {
        toast({ type: 'error', ...SETTINGS_TEXT.nameFailed() });
        if (err instanceof ApiRequestError && err.field) throw err;
      }
    },
    SETTINGS_TEXT.nameFailed().message,
  );
  const { errors } = form;

  const trimmed = name.trim();
  const saving = form.pending;
  const canSave = !saving && trimmed.length > 0 && trimmed !== current.trim();

  return (
    <Form onSubmit={() => (canSave ? form.submit({ name: trimmed }) : undefined)} className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <Field label={t('settings.name.label')} error={errors.name} className="flex-1">
        {({ id, describedBy, invalid }) => (
          <TextInput
            id={id}
            name="name"
            autoComplete="name"
            maxLength={100}
            value={name}
            onChange={(e) => {
              setName(e.target.value);
              form.clear('name');
            }}
            aria-describedby={describedBy}
            aria-invalid={invalid}
          />
        )}
      </Field>
      <Button type="submit" disabled={!canSave} className="sm:w-28">
        {saving ? t('settings.name.saving') : t('settings.name.save')}
      </Button>
    </Form>
  );
}
