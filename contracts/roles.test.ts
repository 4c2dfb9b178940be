import { describe, expect, it } from 'vitest';
import { decideRoute, isAdminEmail, type GuardInput } from './roles';

const base: GuardInput = { loading: false, hasSession: true, hasProfile: true, role: 'basic', isAdmin: false, requirement: 'public' };
const decide = (over: Partial<GuardInput>) => decideRoute({ ...base, ...over }).kind;

describe('route guard, in the order of docs/product.md §6', () => {
  it('lets everyone through while loading, or while a session has no profile yet', () => {
    expect(decide({ loading: true, hasSession: false, requirement: 'admin' })).toBe('allow');
    expect(decide({ hasProfile: false, role: null, requirement: 'venue' })).toBe('allow');
  });
  it('sends the signed-out to login', () => {
    expect(decide({ hasSession: false, hasProfile: false, role: null, requirement: 'signedIn' })).toBe('login');
    expect(decide({ hasSession: false, hasProfile: false, role: null, requirement: 'professional' })).toBe('login');
  });
  it.each([
    // requirement, role, isAdmin, expected
    ['admin', 'professional', false, 'home'],
    ['admin', 'basic', true, 'allow'],
    ['basic', 'venue', false, 'allow'],
    ['signedIn', 'basic', false, 'allow'],
    ['professional', 'professional', false, 'allow'],
    ['professional', 'venue', false, 'home'],
    ['professional', 'basic', false, 'upgrade'],
    ['venue', 'venue', false, 'allow'],
    ['venue', 'professional', false, 'allow'],
    ['venue', 'basic', false, 'upgrade'],
  ] as const)('%s route, %s user (admin %s) → %s', (requirement, role, isAdmin, expected) => {
    expect(decide({ requirement, role, isAdmin })).toBe(expected);
  });
  it('public routes are open to all', () => {
    expect(decide({ hasSession: false, requirement: 'public' })).toBe('allow');
  });
});

describe('admin flag', () => {
  it('matches the staff addresses case-insensitively and nothing else', () => {
    const staff = ['a@x.example', 'b@x.example', 'c@x.example'];
    expect(isAdminEmail(' B@X.example ', staff)).toBe(true);
    expect(isAdminEmail('d@x.example', staff)).toBe(false);
    expect(isAdminEmail(null, staff)).toBe(false);
  });
});
