// Admin → Users pages by marker (issue 30, decision 0063): Next asks for the rows after the last
// one shown (`after` ← the answer's `next_cursor`), Previous goes back to the marker before, and
// Next is off on the last page.
import { screen, waitFor } from '@testing-library/preact';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { UsersTab } from '../../web/features/admin/users-tab';
import { fakeApi, renderAt, sent, type ApiCall } from './harness';

const user = (n: number) => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  name: `Member ${n}`,
  email: `member${n}@example.com`,
  role: 'basic',
  is_suspended: false,
  venue_count: 0,
  partner_id: null,
  partner_max_venues_allowed: null,
});
// Three pages: after nothing → 1–2 (marker "m2"), after "m2" → 3–4 (marker "m4"), after "m4" → 5.
const PAGES: Record<string, { users: ReturnType<typeof user>[]; next_cursor: string | null }> = {
  '': { users: [user(1), user(2)], next_cursor: 'm2' },
  m2: { users: [user(3), user(4)], next_cursor: 'm4' },
  m4: { users: [user(5)], next_cursor: null },
};

let calls: ApiCall[];
beforeEach(() => {
  // jsdom has no media queries: a phone-width screen (the list shows cards).
  vi.stubGlobal('matchMedia', () => ({ matches: false, addEventListener: () => {}, removeEventListener: () => {} }));
  calls = fakeApi({ 'POST /functions/v1/admin-list-users': (call: ApiCall) => PAGES[(call.body as { after: string | null }).after ?? ''] });
});
const afters = () => sent(calls, 'POST', '/functions/v1/admin-list-users').map((c) => (c.body as { after: string | null }).after);

describe('admin users pages', () => {
  it('Next sends the marker of the page shown, Previous the one before, and the last page ends it', async () => {
    const { user: u } = renderAt('/admin', { '/admin': <UsersTab canAct /> });
    expect(await screen.findAllByText('Member 1')).toBeTruthy();
    const next = screen.getByRole('button', { name: /Next/ });
    const previous = screen.getByRole('button', { name: /Previous/ });

    await u.click(next);
    expect(await screen.findAllByText('Member 3')).toBeTruthy();
    expect(screen.getByText('Page 2')).toBeTruthy();
    await u.click(next);
    expect(await screen.findAllByText('Member 5')).toBeTruthy();
    expect(screen.getByText('Page 3')).toBeTruthy();
    await waitFor(() => expect((next as HTMLButtonElement).disabled).toBe(true));

    await u.click(previous);
    expect(await screen.findAllByText('Member 3')).toBeTruthy();
    expect(screen.getByText('Page 2')).toBeTruthy();
    expect(afters()).toEqual([null, 'm2', 'm4']); // page 2 again came from the cache, with its marker
  });

  it('a search starts at three letters: fewer shows the hint and sends no q (decision 0088)', async () => {
    const { user: u } = renderAt('/admin', { '/admin': <UsersTab canAct /> });
    expect(await screen.findAllByText('Member 1')).toBeTruthy();
    const box = screen.getByLabelText('Search users');
    await u.type(box, 'ni');
    expect(await screen.findByText('Type at least 3 letters of a name or email.')).toBeTruthy();
    expect(box.getAttribute('aria-describedby')).toBeTruthy();
    await u.type(box, 'a');
    await waitFor(() => expect(screen.queryByText('Type at least 3 letters of a name or email.')).toBeNull());
    const qs = () => sent(calls, 'POST', '/functions/v1/admin-list-users').map((c) => (c.body as { q: string }).q);
    await waitFor(() => expect(qs()).toContain('nia'));
    expect(qs().filter((q) => q && q.length < 3)).toEqual([]);
  });
});
