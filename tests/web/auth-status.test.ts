// The screen-reader status line (docs/product.md §2): a professional whose profile could not
// load was told "Signed in as Basic Member" (issue 27). It now says the profile did not load.
import { describe, expect, it } from 'vitest';
import type { CachedProfile } from '../../contracts/cached-profile';
import { authStatusText } from '../../web/app/shell/auth-status';

const professional: CachedProfile = {
  id: 'u1',
  name: 'Pat',
  email: 'pat@example.org',
  avatar: null,
  role: 'professional',
  subscriptionStatus: 'active',
  subscriptionTier: 'professional',
  membershipNumber: 'CC-1',
  joinDate: new Date().toISOString(),
  isAdmin: false,
};
const signedIn = { status: 'signedIn' as const, profileLoading: false, isAdmin: false };

describe('auth status line', () => {
  it('names the role from the loaded profile', () => {
    expect(authStatusText({ ...signedIn, profile: professional, role: 'professional' })).toBe('Signed in as Professional Partner');
  });
  it('says the profile could not load instead of guessing a role', () => {
    const text = authStatusText({ ...signedIn, profile: null, role: null, profileFailed: true });
    expect(text).toBe('Signed in — your profile could not load');
    expect(text).not.toMatch(/Basic/);
  });
  it('checks while the profile is still loading, and says signed out when it is', () => {
    expect(authStatusText({ ...signedIn, profile: null, role: null, profileLoading: true })).toBe('Checking authentication…');
    expect(authStatusText({ status: 'signedOut', profile: null, role: null, profileLoading: false, isAdmin: false })).toBe('Signed out');
  });
});
