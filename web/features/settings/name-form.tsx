import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/button';
import { Field, TextInput } from '../../components/ui/field';
import { useToast } from '../../components/ui/toast';
import { useSession } from '../../lib/session';
import { patchProfile, profileKey } from './api';
import { SETTINGS_TEXT } from './settings-text';

/** Full Name with Save: disabled while saving, when blank, or when unchanged (docs/product.md §2, §5). */
export function NameForm({ current }: { current: string }) {
  const { toast } = useToast();
  const { session, refreshProfile } = useSession();
  const qc = useQueryClient();
  const [name, setName] = useState(current);
  const [saving, setSaving] = useState(false);
  useEffect(() => setName(current), [current]);

  const trimmed = name.trim();
  const canSave = !saving && trimmed.length > 0 && trimmed !== current.trim();

  async function save(e: FormEvent) {
    e.preventDefault();
    if (!canSave) return;
    setSaving(true);
    try {
      const profile = await patchProfile({ name: trimmed });
      qc.setQueryData(profileKey(session?.user.id), profile);
      setName(profile.name);
      await refreshProfile(true);
      toast({ type: 'success', ...SETTINGS_TEXT.nameSaved });
    } catch {
      toast({ type: 'error', ...SETTINGS_TEXT.nameFailed });
    } finally {
      setSaving(false);
    }
  }

  return (
    <form onSubmit={save} className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <Field label="Full Name" className="flex-1">
        {({ id }) => <TextInput id={id} name="name" autoComplete="name" maxLength={100} value={name} onChange={(e) => setName(e.target.value)} />}
      </Field>
      <Button type="submit" disabled={!canSave} className="sm:w-28">
        {saving ? 'Saving…' : 'Save'}
      </Button>
    </form>
  );
}
