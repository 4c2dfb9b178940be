import { describe, expect, it } from 'vitest';
import { badgeText } from './constants';
import { relativeTime } from './notifications';

describe('notification display rules (docs/product.md §9)', () => {
  const now = Date.parse('2026-11-22T12:00:00Z');
  const ago = (ms: number) => new Date(now - ms).toISOString();
  it.each([
    [0, 'Just now'],
    [59_000, 'Just now'],
    [60_000, '1m ago'],
    [59 * 60_000, '59m ago'],
    [60 * 60_000, '1h ago'],
    [23 * 3600_000, '23h ago'],
    [24 * 3600_000, '1d ago'],
    [9 * 86_400_000, '9d ago'],
    [-5000, 'Just now'],
  ])('%i ms ago → %s', (ms, text) => {
    expect(relativeTime(ago(ms), now)).toBe(text);
  });

  it('caps the badge at 9+', () => {
    expect([1, 9, 10, 250].map(badgeText)).toEqual(['1', '9', '9+', '9+']);
  });
});
