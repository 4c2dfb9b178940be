// Issue 27: the headline and interests stop at the contract's limits, and the member sees it
// coming — a counter tied to each field — instead of text silently cut.
import { screen } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { HEADLINE_MAX, INTERESTS_MAX, INTEREST_MAX } from '../../contracts/community';
import { AboutCard } from '../../web/features/profile/about-card';
import { fakeApi, renderAt } from './harness';

const describedBy = (label: string) =>
  (screen.getByLabelText(label).getAttribute('aria-describedby') ?? '')
    .split(/\s+/)
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' | ');

describe('about card', () => {
  it('counts the headline up to its limit, and the interest being typed up to its own', async () => {
    fakeApi({});
    const { user } = renderAt('/profile', { '/profile': <AboutCard interests={['Open data']} country="United Kingdom" headline="Civic data lead" onSaved={() => {}} /> });
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    expect(describedBy('Headline')).toContain(`15 / ${HEADLINE_MAX}`);

    const headline = screen.getByLabelText('Headline');
    await user.clear(headline);
    await user.type(headline, 'x'.repeat(HEADLINE_MAX + 5));
    expect((headline as HTMLInputElement).value).toHaveLength(HEADLINE_MAX);
    expect(describedBy('Headline')).toContain(`${HEADLINE_MAX} / ${HEADLINE_MAX} characters: the limit`);

    await user.type(screen.getByLabelText('Interests'), 'y'.repeat(INTEREST_MAX + 3));
    expect(describedBy('Interests')).toContain(`${INTEREST_MAX} / ${INTEREST_MAX}`);
    expect(describedBy('Interests')).toContain(`1 of ${INTERESTS_MAX} interests`);
  });

  it('says when the list of interests is full and offers no more Add', async () => {
    fakeApi({});
    const full = Array.from({ length: INTERESTS_MAX }, (_, i) => `Interest ${i + 1}`);
    const { user } = renderAt('/profile', { '/profile': <AboutCard interests={full} country={null} headline={null} onSaved={() => {}} /> });
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.type(screen.getByLabelText('Interests'), 'One more');
    expect(describedBy('Interests')).toContain(`That's the most: ${INTERESTS_MAX} interests.`);
    expect((screen.getByRole('button', { name: 'Add' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
