// Roles and the role rules of docs/product.md §6, shared by the route guard, navigation and server.
import { localised } from './i18n/say';
export const ROLES = ['basic', 'professional', 'venue'] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_LABELS: Record<Role | 'admin', string> = localised({
  basic: 'Basic Member',
  professional: 'Professional Partner',
  venue: 'Venue Partner',
  admin: 'Administrator',
});

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/** Admin is a flag, not a role: the signed-in email is one of the staff addresses. */
export function isAdminEmail(email: string | null | undefined, adminEmails: readonly string[]): boolean {
  if (!email) return false;
  const normalised = email.trim().toLowerCase();
  return adminEmails.some((a) => a.trim().toLowerCase() === normalised);
}

/** What a route requires, as in the route list of docs/product.md §2. */
export type RouteRequirement = 'public' | 'signedIn' | 'basic' | 'professional' | 'venue' | 'admin';

export type GuardInput = {
  loading: boolean;
  hasSession: boolean;
  hasProfile: boolean;
  role: Role | null;
  isAdmin: boolean;
  requirement: RouteRequirement;
};

export type GuardDecision =
  | { kind: 'allow' }
  | { kind: 'login' }
  | { kind: 'home' }
  | { kind: 'upgrade' };

/** The route guard, in exactly the order of docs/product.md §6. */
export function decideRoute(input: GuardInput): GuardDecision {
  const { requirement } = input;
  if (requirement === 'public') return { kind: 'allow' };
  if (input.loading || (input.hasSession && !input.hasProfile)) return { kind: 'allow' };
  if (!input.hasSession) return { kind: 'login' };
  if (requirement === 'admin') return input.isAdmin ? { kind: 'allow' } : { kind: 'home' };
  if (requirement === 'signedIn' || requirement === 'basic') return { kind: 'allow' };
  const role = input.role ?? 'basic';
  if (requirement === role) return { kind: 'allow' };
  if (requirement === 'professional' && role === 'venue') return { kind: 'home' };
  if (requirement === 'venue' && role === 'professional') return { kind: 'allow' };
  if (role === 'basic') return { kind: 'upgrade' };
  return { kind: 'home' };
}
