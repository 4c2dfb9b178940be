import { heldLink, loadAuthClient } from './auth-client';
import { writeCachedProfile } from './profile-loader';
import { forgetSavedData } from './saved-data';

/**
 * The member chose the account of the emailed link (web/lib/auth-client.ts heldLink): this
 * browser signs out of the current account (its session ends on the server too), and the page
 * opens again with the link's session in the address, where auth-js takes it as from any link.
 */
export async function continueWithHeldLink(): Promise<void> {
  if (!heldLink) return;
  await (await loadAuthClient()).signOut({ scope: 'local' });
  writeCachedProfile(null);
  await forgetSavedData();
  window.history.replaceState(null, '', `${window.location.pathname}${window.location.search}#${heldLink.fragment}`);
  window.location.reload();
}

/** The member stays as they are: the session the link opened for the other account is ended unused. */
export async function dropHeldLink(): Promise<void> {
  if (!heldLink) return;
  await fetch('/auth/v1/logout?scope=local', { method: 'POST', headers: { authorization: `Bearer ${heldLink.accessToken}` } }).catch(() => undefined);
}
