import type { ReactNode } from 'react';
import { SIGN_IN_CODE_LENGTH } from '../../../contracts/constants';
import { cn } from '../../lib/cn';
import { Field, TextInput } from './field';

type CodeFieldProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  hint?: ReactNode;
  error?: string | true | null;
  /** `large`: the code is the whole step (sign-in), big and centred; `inline`: one field of a form. */
  size?: 'large' | 'inline';
  /** Beside the input, e.g. "Email me a code". */
  action?: ReactNode;
};

/**
 * The 6-digit code from an email (issue 28): signing in by code, and confirming a change on an
 * account without a password. Phones show digits and the browser may offer the code from the
 * message (`one-time-code`); one space is allowed ("123 456"), the forms strip it.
 */
export function CodeField({ label, value, onChange, hint, error, size = 'inline', action }: CodeFieldProps) {
  return (
    <Field label={label} hint={hint} error={error}>
      {({ id, describedBy, invalid }) => {
        const input = (
          <TextInput
            id={id}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={SIGN_IN_CODE_LENGTH + 1}
            value={value}
            onChange={(e) => onChange(e.currentTarget.value)}
            aria-describedby={describedBy}
            aria-invalid={invalid}
            className={cn('font-mono', size === 'large' ? 'text-center text-2xl tracking-[0.4em]' : 'min-w-0 flex-1 tracking-[0.3em]')}
          />
        );
        return action ? (
          <div className="flex gap-2">
            {input}
            {action}
          </div>
        ) : (
          input
        );
      }}
    </Field>
  );
}
