// Issue 27: after Esc closes a dialog, focus goes back to what opened it, not to the top of the
// page — for a dialog opened from a button's state, and with a Trigger.
import { render, screen, waitFor } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Dialog, DialogContent, DialogTrigger } from '../../web/components/ui/dialog';

function FromState() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button">Before</button>
      <button type="button" onClick={() => setOpen(true)}>
        Set venue limit
      </button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent title="Venue limit">
          <input aria-label="Limit" />
        </DialogContent>
      </Dialog>
    </>
  );
}

function WithTrigger() {
  return (
    <Dialog>
      <DialogTrigger>Delete venue</DialogTrigger>
      <DialogContent title="Delete this venue?">
        <button type="button">Cancel</button>
      </DialogContent>
    </Dialog>
  );
}

describe('dialog focus', () => {
  it('returns to the button that opened it from state', async () => {
    const user = userEvent.setup();
    render(<FromState />);
    await user.click(screen.getByRole('button', { name: 'Set venue limit' }));
    await screen.findByRole('dialog', { name: 'Venue limit' });
    await waitFor(() => expect(screen.getByRole('dialog').contains(document.activeElement)).toBe(true));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(document.querySelector('[role="dialog"]')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByText('Set venue limit')));
  });

  it('returns to its Trigger', async () => {
    const user = userEvent.setup();
    render(<WithTrigger />);
    await user.click(screen.getByRole('button', { name: 'Delete venue' }));
    await screen.findByRole('dialog', { name: 'Delete this venue?' });
    await waitFor(() => expect(document.querySelector('[role="dialog"]')!.contains(document.activeElement)).toBe(true));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(document.querySelector('[role="dialog"]')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByText('Delete venue')));
  });
});
