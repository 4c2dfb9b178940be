import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { STORAGE_KEYS } from '../../../contracts/constants';
import { isSharedLink } from '../../../contracts/ssr';
import { currentSearch, onServer } from '../../lib/on-server';
import { AUTH_STORAGE_KEY } from '../../lib/auth-client';
import { readStored, writeStored } from './storage';

/** Stores ?allowDesktop=1 before the first render decides between landing page and app. */
function consumeAllowDesktopParam(): boolean {
  const params = new URLSearchParams(currentSearch());
  if (params.get('allowDesktop') === '1') writeStored(STORAGE_KEYS.allowDesktop, '1');
  return readStored(STORAGE_KEYS.allowDesktop) === '1' || memberChoseDesktop();
}

/**
 * Issue 27: the landing page is for visitors. A member who once used the app on a computer
 * while signed in is not asked again on this browser while a session is stored here (signed
 * out, the next visitor sees the landing page as before).
 */
function memberChoseDesktop(): boolean {
  return readStored(STORAGE_KEYS.memberDesktop) === '1' && readStored(AUTH_STORAGE_KEY) !== null;
}

/** Notes that a signed-in member uses the app on a computer (see memberChoseDesktop). */
export function rememberMemberDesktop() {
  writeStored(STORAGE_KEYS.memberDesktop, '1');
}



/**
 * Shell query parameters (docs/product.md §2 App shell): embed=1 hides the chrome (the landing page's phone
 * preview); allowDesktop=1 stores the desktop choice and is then removed from the address.
 */
export function useShellParams() {
  const location = useLocation();
  const navigate = useNavigate();
  // Opened from a shared link: allowed from the first render (the shell's effect would allow it
  // one render later, re-rendering the whole page; issue 13).
  const [desktopAllowed, setDesktopAllowed] = useState(() => consumeAllowDesktopParam() || (!onServer && isSharedLink(window.location.pathname)));
  // Sticky for the page view: links followed inside the preview frame drop the parameter.
  const [embeddedAtStart] = useState(() => new URLSearchParams(currentSearch()).get('embed') === '1');
  const embedded = embeddedAtStart || new URLSearchParams(location.search).get('embed') === '1';

  useEffect(() => {
    // The address as it is now: a route guard's redirect (a child's effect, run before this one)
    // may already have left the page this render was for.
    const { pathname, search: now, hash } = window.location;
    const current = new URLSearchParams(now);
    if (!current.has('allowDesktop')) return;
    // A guard's redirect may already have left this address (a visitor is signed out from the
    // first render, so /profile?allowDesktop=1 goes to /login in the same commit): going back
    // to the address this render saw would undo it.
    if (!new URLSearchParams(window.location.search).has('allowDesktop') || window.location.pathname !== location.pathname) return;
    current.delete('allowDesktop');
    const search = current.toString();
    // The router's replace is history.replaceState, and keeps the router's own location in step.
    navigate({ pathname, search: search ? `?${search}` : '', hash }, { replace: true, state: location.state });
  }, [location, navigate]);

  const allowDesktop = (remember: boolean) => {
    if (remember) writeStored(STORAGE_KEYS.allowDesktop, '1');
    setDesktopAllowed(true);
  };
  return { embedded, desktopAllowed, allowDesktop };
}
