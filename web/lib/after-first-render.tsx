import { Suspense, useEffect, useState, type ReactNode } from 'react';

/**
 * Shows `fallback` in the server's HTML and the browser's first render, and `children` (code
 * loaded on demand) from the next render on. The first render must not wait for code: Preact
 * then drops the server-rendered HTML it was about to keep (docs/decisions/0031). Also keeps
 * such code off the first paint.
 */
export function AfterFirstRender({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  const [rendered, setRendered] = useState(false);
  useEffect(() => setRendered(true), []);
  return rendered ? <Suspense fallback={fallback}>{children}</Suspense> : fallback;
}
