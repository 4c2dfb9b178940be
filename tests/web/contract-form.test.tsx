// The shared form (issue 25, "One form"): every form runs its contract's zod schema through
// useContractForm and the shared <Form>/<Field>. What any form shows follows from here: a problem
// about the whole form once, under the form, with the inputs it concerns marked; a problem about
// one input by that input; the server's `field` mapped the same way; what was typed kept.
import { screen } from '@testing-library/preact';
import { useState } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { Alert } from '../../web/components/ui/alert';
import { Field, TextInput } from '../../web/components/ui/field';
import { Form } from '../../web/components/ui/form';
import { api } from '../../web/lib/api';
import { useContractForm } from '../../web/lib/contract-form';
import { errorFor, fakeApi, isMarked, renderAt, reply, sent, type ApiCall } from './harness';

const BOTH = 'Fill in both the title and the place.';
const schema = z
  .object({ title: z.string().max(10, 'Keep the title to 10 characters.'), place: z.string() })
  .superRefine((b, ctx) => {
    const empty = (['title', 'place'] as const).filter((k) => !b[k].trim());
    if (empty.length) ctx.addIssue({ code: 'custom', path: [], message: BOTH, params: { inputs: empty } });
  });
const FIELDS = ['title', 'place'] as const;

function Sample() {
  const [values, setValues] = useState({ title: '', place: '' });
  const [saved, setSaved] = useState(false);
  const form = useContractForm(schema, FIELDS, (body) => api('/api/sample', { method: 'POST', body }).then(() => setSaved(true)), 'Not saved. Try again.');
  const input = (key: (typeof FIELDS)[number], label: string) => (
    <Field label={label} error={form.errors[key]}>
      {({ id, describedBy, invalid }) => (
        <TextInput
          id={id}
          value={values[key]}
          aria-describedby={describedBy}
          aria-invalid={invalid}
          onChange={(e) => {
            setValues((v) => ({ ...v, [key]: e.currentTarget.value }));
            form.clear(key);
          }}
        />
      )}
    </Field>
  );
  return (
    <Form noValidate onSubmit={() => form.submit(values)}>
      {input('title', 'Title')}
      {input('place', 'Place')}
      {form.errors.form && <Alert tone="error">{form.errors.form}</Alert>}
      {saved && <Alert tone="success">Saved.</Alert>}
      <button type="submit">Save</button>
    </Form>
  );
}

let calls: ApiCall[];
let answer: () => unknown;
beforeEach(() => {
  answer = () => ({ ok: true });
  calls = fakeApi({ 'POST /api/sample': () => answer() });
});
const open = () => renderAt('/sample', { '/sample': <Sample /> });
const save = () => screen.getByRole('button', { name: 'Save' });

describe('the shared contract form', () => {
  it("shows a problem about the whole form once, under the form, and marks the inputs it names without repeating it", async () => {
    const { user } = open();
    await user.click(save());
    expect(screen.getAllByText(BOTH)).toHaveLength(1);
    expect(screen.getByRole('alert').textContent).toBe(BOTH);
    expect(isMarked('Title')).toBe(true);
    expect(isMarked('Place')).toBe(true);
    expect(errorFor('Title')).toBeNull();
    expect(errorFor('Place')).toBeNull();
    expect(sent(calls, 'POST', '/api/sample')).toHaveLength(0);
  });

  it('shows a problem about one input by that input, and its own words win over the form message', async () => {
    const { user } = open();
    await user.type(screen.getByLabelText('Title'), 'A very long title');
    await user.click(save());
    expect(errorFor('Title')).toBe('Keep the title to 10 characters.');
    expect(isMarked('Place')).toBe(true);
    expect(screen.getAllByText(BOTH)).toHaveLength(1);
    expect(screen.getAllByText('Keep the title to 10 characters.')).toHaveLength(1);
    // Typing clears that input's problem only.
    await user.type(screen.getByLabelText('Place'), 'Hall');
    expect(isMarked('Place')).toBe(false);
    expect(errorFor('Title')).toBe('Keep the title to 10 characters.');
  });

  it("maps the server's refusal by its field, keeps what was typed, and shows a refusal about no input under the form", async () => {
    const { user } = open();
    answer = () => reply(400, { error: 'invalid_request', message: 'That place is closed.', field: 'place' });
    await user.type(screen.getByLabelText('Title'), 'Picnic');
    await user.type(screen.getByLabelText('Place'), 'Park');
    await user.click(save());
    expect(await screen.findByText('That place is closed.')).toBeTruthy();
    expect(errorFor('Place')).toBe('That place is closed.');
    expect(errorFor('Title')).toBeNull();
    expect((screen.getByLabelText('Title') as HTMLInputElement).value).toBe('Picnic');
    expect((screen.getByLabelText('Place') as HTMLInputElement).value).toBe('Park');

    answer = () => reply(409, { error: 'conflict', message: 'Someone saved first.', field: 'nowhere' });
    await user.click(save());
    expect((await screen.findByRole('alert')).textContent).toBe('Someone saved first.');
    expect(errorFor('Place')).toBeNull();

    answer = () => ({ ok: true });
    await user.click(save());
    expect(await screen.findByText('Saved.')).toBeTruthy();
    expect(sent(calls, 'POST', '/api/sample').map((c) => c.body)).toEqual([
      { title: 'Picnic', place: 'Park' },
      { title: 'Picnic', place: 'Park' },
      { title: 'Picnic', place: 'Park' },
    ]);
  });
});
