// The message box (issue 26) through the shared Form and the contract's messageBody (issue 25,
// "One form"): the 2,000-character limit shown by the box, and the text it sends.
import { fireEvent, screen } from '@testing-library/preact';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Composer } from '../../web/features/messages/composer';
import { errorFor, fakeApi, renderAt } from './harness';

let onSend: ReturnType<typeof vi.fn<(body: string) => void>>;
beforeEach(() => {
  fakeApi({});
  onSend = vi.fn<(body: string) => void>();
});
const open = () => renderAt('/m', { '/m': <Composer onSend={onSend} placeholder="Message Sam" /> });
const box = () => screen.getByLabelText('Message') as HTMLTextAreaElement;
const LIMIT = 'Messages are at most 2,000 characters.';

describe('composer', () => {
  it('shows the 2,000-character limit by the box, sends nothing over it, and clears once it fits', async () => {
    const { user } = open();
    fireEvent.input(box(), { target: { value: 'x'.repeat(2001) } });
    expect(errorFor('Message')).toBe(LIMIT);
    expect(screen.getByText(/2,001 \/ 2,000 — too long to send/)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement).disabled).toBe(true);
    await user.type(box(), '{Enter}');
    expect(errorFor('Message')).toBe(LIMIT);
    expect(onSend).not.toHaveBeenCalled();

    await user.type(box(), '{Backspace}');
    expect(errorFor('Message')).toBeNull();
    expect(box().value).toHaveLength(2000);
  });

  it('sends the trimmed text on Enter or the Send button and empties the box; an empty box sends nothing', async () => {
    const { user } = open();
    await user.type(box(), '{Enter}');
    expect(errorFor('Message')).toBeNull();
    await user.type(box(), '  Hello Sam  {Enter}');
    expect(onSend).toHaveBeenLastCalledWith('Hello Sam');
    expect(box().value).toBe('');

    await user.type(box(), 'First line{Shift>}{Enter}{/Shift}second');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSend).toHaveBeenLastCalledWith('First line\nsecond');
    expect(onSend).toHaveBeenCalledTimes(2);
    expect(box().value).toBe('');
  });
});
