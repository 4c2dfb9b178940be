// Report a member or a message (issue 26) through the shared Form and the contract's reportBody
// (issue 25, "One form"): a reason is required, shown by the choices; the body it sends.
import { screen, waitFor } from '@testing-library/preact';
import { useState } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { ReportDialog } from '../../web/components/network/report-dialog';
import { fakeApi, renderAt, reply, sent, type ApiCall } from './harness';

const MEMBER = { id: '6f1c2f4e-8a55-4c1b-9a57-3c1f0a7d2b11', name: 'Sam Lee' };
let calls: ApiCall[];
let answer: (call: ApiCall) => unknown;
beforeEach(() => {
  answer = () => reply(201, { id: '0b7e3c52-1d7a-4f7e-8c3a-2f9d7e6b5a41', blocked: true });
  calls = fakeApi({ 'POST /api/reports': (call: ApiCall) => answer(call) });
});

function Harness({ messageId }: { messageId?: number }) {
  const [open, setOpen] = useState(true);
  return open ? <ReportDialog open onOpenChange={setOpen} member={MEMBER} messageId={messageId} /> : <p>Closed</p>;
}
const open = (messageId?: number) => renderAt('/m', { '/m': <Harness messageId={messageId} /> });

describe('report dialog', () => {
  it('asks for a reason by the choices, sends nothing, and clears it once one is chosen', async () => {
    const { user } = open();
    await user.click(screen.getByRole('button', { name: 'Report and block' }));
    expect(screen.getByText('Choose a reason.')).toBeTruthy();
    expect(screen.getByRole('group', { name: 'What is wrong?' }).getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByLabelText('Spam').getAttribute('aria-invalid')).toBe('true');
    expect(sent(calls, 'POST', '/api/reports')).toHaveLength(0);

    await user.click(screen.getByLabelText('Spam'));
    expect(screen.queryByText('Choose a reason.')).toBeNull();
    expect(screen.getByLabelText('Spam').getAttribute('aria-invalid')).toBe('false');
  });

  it('sends the reason, the trimmed note and the block, then closes with a toast', async () => {
    const { user } = open(42);
    await user.click(screen.getByLabelText('Harassment or bullying'));
    await user.type(screen.getByLabelText(/Anything else we should know/), '  Keeps messaging me ');
    await user.click(screen.getByRole('button', { name: 'Report and block' }));

    expect(await screen.findByText('Reported and blocked')).toBeTruthy();
    expect(screen.getByText('Closed')).toBeTruthy();
    expect(sent(calls, 'POST', '/api/reports').map((c) => c.body)).toEqual([{ member_id: MEMBER.id, message_id: 42, reason: 'harassment', note: 'Keeps messaging me', block: true }]);
  });

  it("sends a report without blocking, and shows the server's refusal in the dialog", async () => {
    const { user } = open();
    answer = () => reply(404, { error: 'not_found', message: 'Member not found.' });
    await user.click(screen.getByLabelText('Spam'));
    await user.click(screen.getByLabelText(/Also block Sam Lee/));
    await user.click(screen.getByRole('button', { name: 'Send report' }));

    expect(await screen.findByText('Member not found.')).toBeTruthy();
    await waitFor(() => expect(sent(calls, 'POST', '/api/reports').map((c) => c.body)).toEqual([{ member_id: MEMBER.id, reason: 'spam', block: false }]));
  });
});
