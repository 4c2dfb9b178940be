// The contact form (/contact-us and the desktop landing page; issue 25, "One form"): the contract's
// rules by each input before anything is sent, the body it sends, and a refusal by its `field`.
import { screen } from '@testing-library/preact';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadAppMessages } from '../../web/lib/i18n';
import { ContactForm } from '../../web/components/contact-form';
import { errorFor, fakeApi, isMarked, renderAt, reply, sent, type ApiCall } from './harness';

// The form's words are in the `app` area, loaded with any page outside the core (docs/decisions/0067).
beforeAll(() => loadAppMessages());

let calls: ApiCall[];
let answer: (call: ApiCall) => unknown;
beforeEach(() => {
  answer = () => ({ success: true });
  calls = fakeApi({ 'POST /api/contact': (call: ApiCall) => answer(call) });
});

const open = () => renderAt('/contact-us', { '/contact-us': <ContactForm /> });
const send = () => screen.getByRole('button', { name: 'Send message' });
const REQUIRED = 'Please fill in name, email, and message.';

describe('contact form', () => {
  it('says what is missing once, under the form, marks the empty inputs, sends nothing, and unmarks an input once it is typed in', async () => {
    const { user } = open();
    await user.click(send());
    expect(screen.getAllByText(REQUIRED)).toHaveLength(1);
    expect(screen.getByRole('alert').textContent).toBe(REQUIRED);
    for (const label of ['Name', 'Email', 'Message']) {
      expect(errorFor(label)).toBeNull();
      expect(isMarked(label)).toBe(true);
    }
    expect(isMarked('Subject (optional)')).toBe(false);

    await user.type(screen.getByLabelText('Name'), 'Amira');
    expect(isMarked('Name')).toBe(false);
    expect(isMarked('Email')).toBe(true);

    await user.type(screen.getByLabelText('Email'), 'amira@');
    await user.type(screen.getByLabelText('Message'), 'Hello');
    await user.click(send());
    expect(errorFor('Email')).toBe('Enter a valid email address.');
    expect(isMarked('Message')).toBe(false);
    expect(screen.queryByText(REQUIRED)).toBeNull();
    expect(sent(calls, 'POST', '/api/contact')).toHaveLength(0);
  });

  it('sends the trimmed message and says so', async () => {
    const { user } = open();
    await user.type(screen.getByLabelText('Name'), '  Amira Haddad ');
    await user.type(screen.getByLabelText('Email'), 'amira@example.com ');
    await user.type(screen.getByLabelText('Subject (optional)'), 'Venue limit');
    await user.type(screen.getByLabelText('Message'), 'Could you raise our venue limit?');
    await user.click(send());

    expect(await screen.findByText('Thanks — your message has been sent.')).toBeTruthy();
    expect(sent(calls, 'POST', '/api/contact').map((c) => c.body)).toEqual([
      { name: 'Amira Haddad', email: 'amira@example.com', subject: 'Venue limit', message: 'Could you raise our venue limit?', company: '' },
    ]);
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('');
  });

  it("shows the server's refusal by the input its field names, and its failure sentence otherwise", async () => {
    const { user } = open();
    answer = () => reply(400, { error: 'invalid_request', message: 'Enter a valid email address.', field: 'email' });
    await user.type(screen.getByLabelText('Name'), 'Amira');
    await user.type(screen.getByLabelText('Email'), 'amira@example.com');
    await user.type(screen.getByLabelText('Message'), 'Hello');
    await user.click(send());
    expect(await screen.findByText('Enter a valid email address.')).toBeTruthy();
    expect(errorFor('Email')).toBe('Enter a valid email address.');

    answer = () => reply(400, { error: 'invalid_request', message: REQUIRED });
    await user.click(send());
    expect(await screen.findByText(REQUIRED)).toBeTruthy();
    expect(errorFor('Email')).toBeNull();
    expect((screen.getByLabelText('Message') as HTMLTextAreaElement).value).toBe('Hello');

    answer = () => reply(429, { error: 'rate_limited', message: 'Too many attempts. Please wait a minute and try again.' });
    await user.click(send());
    expect(await screen.findByText('Sorry, something went wrong. Please try again later.')).toBeTruthy();
    expect(errorFor('Email')).toBeNull();
  });

  it('answers a filled spam trap as sent and sends nothing', async () => {
    const { user } = open();
    await user.type(screen.getByLabelText('Company'), 'Spam Ltd');
    await user.click(send());
    expect(await screen.findByText('Thanks!')).toBeTruthy();
    expect(sent(calls, 'POST', '/api/contact')).toHaveLength(0);
  });
});
