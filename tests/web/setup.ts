// Every component test starts from a clean page: what one test rendered, stored or stubbed does
// not leak into the next.
import { cleanup } from '@testing-library/preact';
import { afterAll, afterEach, vi } from 'vitest';
import { activateLocale, loadAppMessages } from '../../web/lib/i18n';

// The app's words come from the catalogue (web/lib/i18n.ts): components render in en-GB, the
// specification's English, as in the browser's default — every web area (a route loads its areas
// with its code, decision 0067; a component rendered alone has no route).
await activateLocale('en-GB');
await loadAppMessages();

// jsdom lays nothing out, so it has no scrolling; the forms scroll the first error into view.
if (typeof Element !== 'undefined') Element.prototype.scrollIntoView ??= () => undefined;

// Preact 11 runs the effect cleanups of unmounted components after the next frame (jsdom has no
// frames: a 100 ms timer). Those of a file's last test could run once the file's window was gone,
// and one did (QueryClientProvider's cleanup reaching for window): an unhandled error that failed
// a whole run. So a file ends only after that timer has had its turn.
afterAll(async () => {
  cleanup();
  await new Promise((resolve) => setTimeout(resolve, 150));
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  if (typeof localStorage !== 'undefined') localStorage.clear();
});
