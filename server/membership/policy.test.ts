import { describe, expect, it } from 'vitest';
import { safeReturnPath } from '../../contracts/membership';
import { decideCancel, decideCheckout } from './policy';

describe('membership policy', () => {
  it.each([
    ['basic', 'professional', true],
    ['basic', 'venue', true],
    ['professional', 'venue', true],
    ['venue', 'professional', true],
    ['professional', 'professional', false],
    ['venue', 'venue', false],
  ] as const)('%s taking %s: allowed %s', (role, tier, ok) => {
    expect(decideCheckout(role, tier).ok).toBe(ok);
  });

  it.each([
    ['basic', false],
    ['professional', true],
    ['venue', true],
  ] as const)('%s may cancel: %s', (role, ok) => {
    expect(decideCancel(role).ok).toBe(ok);
  });
});

describe('safeReturnPath', () => {
  it.each([
    ['/meetups', '/meetups'],
    ['/create-meetup?venue=1#x', '/create-meetup?venue=1#x'],
    ['//evil.example', null],
    ['https://evil.example', null],
    ['/\\evil.example', null],
    ['javascript:alert(1)', null],
    ['meetups', null],
    ['', null],
    [null, null],
  ])('%s → %s', (input, expected) => {
    expect(safeReturnPath(input)).toBe(expected);
  });
});
