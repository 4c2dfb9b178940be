// Every component test starts from a clean page: what one test rendered, stored or stubbed does
// not leak into the next.
import { cleanup } from '@testing-library/preact';
import { afterEach, vi } from 'vitest';
import { activateLocale, loadAppMessages } from '../../web/lib/i18n';

// The app's words come from the catalogue (web/lib/i18n.ts): components render in en-GB, the
// specification's English, as in the browser's default.
await activateLocale('en-GB');
await loadAppMessages();

// jsdom lays nothing out, so it has no scrolling; the forms scroll the first error into view.
if (typeof Element !== 'undefined') Element.prototype.scrollIntoView ??= () => undefined;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  if (typeof localStorage !== 'undefined') localStorage.clear();
});
