import { describe, expect, it } from 'vitest';
import { safeReturnPath } from '../../contracts/membership';
import type { Role } from '../../contracts/roles';
import { canCancel, canCheckout } from './policy';

const actor = (role: Role) => ({ userId: 'u1', role, isAdmin: false });

describe('membership policy', () => {
  it.each([
    ['basic', 'professional', true],
    ['basic', 'venue', true],
    ['professional', 'venue', true],
    ['venue', 'professional', true],
    ['professional', 'professional', false],
    ['venue', 'venue', false],
  ] as const)('%s taking %s: allowed %s', (role, tier, ok) => {
    expect(canCheckout(actor(role), tier)).toBe(ok);
  });

  it.each([
    ['basic', false],
    ['professional', true],
    ['venue', true],
  ] as const)('%s may cancel: %s', (role, ok) => {
    expect(canCancel(actor(role))).toBe(ok);
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
