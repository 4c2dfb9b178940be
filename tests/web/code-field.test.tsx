// Issue 25: signing in by code and confirming with a code on a password-less account share one
// code input (web/components/ui/code-field.tsx). What a member meets in both places: a labelled
// field for digits the browser may fill from the email, its problem read with it, a space kept
// to a "123 456" shape, and (in Settings) the button that emails the code beside it.
import { screen } from '@testing-library/preact';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { CodeField } from '../../web/components/ui/code-field';
import { fakeApi, renderAt } from './harness';

function Harness({ error, withAction }: { error?: string | null; withAction?: boolean }) {
  const [code, setCode] = useState('');
  return (
    <>
      <CodeField label="Sign-in code" value={code} onChange={setCode} error={error} hint="Check your inbox." action={withAction ? <button type="button">Email me a code</button> : undefined} />
      <output data-testid="typed">{code}</output>
    </>
  );
}

const describedBy = (el: HTMLElement) =>
  (el.getAttribute('aria-describedby') ?? '')
    .split(/\s+/)
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' | ');

describe('code field', () => {
  it('is a labelled one-time-code input for digits, taking a 6-digit code with one space and no more', async () => {
    fakeApi({});
    const { user } = renderAt('/', { '/': <Harness /> });
    const input = screen.getByLabelText('Sign-in code') as HTMLInputElement;
    expect(input.getAttribute('autocomplete')).toBe('one-time-code');
    expect(input.getAttribute('inputmode')).toBe('numeric');
    await user.type(input, '123 4567');
    expect(input.value).toBe('123 456');
    expect(screen.getByTestId('typed').textContent).toBe('123 456');
    expect(describedBy(input)).toBe('Check your inbox.');
  });

  it('reads its problem with it and marks itself invalid; the action sits beside it', async () => {
    fakeApi({});
    renderAt('/', { '/': <Harness error="Enter the 6-digit code from the email." withAction /> });
    const input = screen.getByLabelText('Sign-in code');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(input)).toBe('Check your inbox. | Enter the 6-digit code from the email.');
    expect(input.parentElement?.contains(screen.getByRole('button', { name: 'Email me a code' }))).toBe(true);
  });
});
