import { SendHorizontal } from 'lucide-react';
import { useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { MESSAGE_MAX, messageBody } from '../../../contracts/messages';
import { inputClasses } from '../../components/ui/field';
import { Form } from '../../components/ui/form';
import { cn } from '../../lib/cn';
import { t } from '../../lib/i18n';
import { useContractForm } from '../../lib/contract-form';
import { tText } from '../../lib/i18n';

const MAX_HEIGHT_PX = 160;

/**
 * The message box: grows with the text up to a few lines, Enter sends (Shift+Enter for a new
 * line), a character counter against the 2,000 limit. The text leaves the box at once (the
 * bubble shows it being sent, and keeps it with Retry if it fails: nothing is lost). The text is
 * checked with the contract's messageBody, as the server checks it; a problem shows by the box.
 */
export function Composer({ onSend, placeholder }: { onSend: (body: string) => void; placeholder: string }) {
  const [text, setText] = useState('');
  const ref = useRef<HTMLTextAreaElement>(null);
  const counterId = useId();
  const length = text.trim().length;
  const over = length > MESSAGE_MAX;
  const near = text.length > MESSAGE_MAX * 0.9;
  const form = useContractForm(
    messageBody,
    ['body'] as const,
    async ({ body }) => {
      onSend(body);
      setText('');
      ref.current?.focus();
    },
    t('network.tryAgain'),
  );
  // Over the limit, the contract's own sentence shows by the box as it is typed, not only on send.
  const problem = form.errors.body ?? (over ? tText(messageBody.safeParse({ body: text }).error?.issues[0]?.message ?? '') || undefined : undefined);
  const errorId = `${counterId}-error`;

  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    el.style.height = 'auto';
    el.style.height = `${Math.min(el.scrollHeight, MAX_HEIGHT_PX)}px`;
  }, [text]);

  // An empty box sends nothing and says nothing (Enter in an empty chat box is not a mistake).
  const submit = () => (length === 0 ? undefined : form.submit({ body: text }));
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      void submit();
    }
  };

  return (
    <Form className="flex items-end gap-2" onSubmit={submit}>
      <div className="min-w-0 flex-1">
        <label className="sr-only" htmlFor={`${counterId}-box`}>
          {t('messages.messageLabel')}
        </label>
        <textarea
          id={`${counterId}-box`}
          ref={ref}
          rows={1}
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            form.clear('body');
          }}
          onKeyDown={onKeyDown}
          placeholder={placeholder}
          aria-describedby={problem ? `${counterId} ${errorId}` : counterId}
          aria-invalid={problem ? true : undefined}
          data-testid="composer"
          className={cn(inputClasses, 'h-11 resize-none rounded-2xl py-2.5 leading-snug')}
        />
        <p id={counterId} aria-live="polite" className={cn('mt-1 px-1 text-end text-[11px] tabular-nums', over ? 'font-semibold text-red-700 dark:text-red-400' : near ? 'text-amber-700 dark:text-amber-400' : 'text-ink-muted')}>
          {t('messages.counter', { count: text.length, max: MESSAGE_MAX })}
          {over && t('messages.tooLong')}
        </p>
        {problem && (
          <p id={errorId} className="px-1 text-end text-xs font-medium text-red-700 dark:text-red-400">
            {problem}
          </p>
        )}
      </div>
      <button
        type="submit"
        aria-label={t('messages.send')}
        disabled={length === 0 || over}
        data-testid="send"
        className="mb-5 inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-700 text-white shadow-sm transition-colors hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-50 dark:bg-brand-600"
      >
        <SendHorizontal aria-hidden="true" className="size-5 rtl:-scale-x-100" />
      </button>
    </Form>
  );
}
