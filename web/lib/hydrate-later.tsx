import { Component, Suspense, type ReactNode } from 'react';

// Progressive hydration (issue 29, Total Blocking Time; docs/decisions/0086). The app's first
// render over the server's HTML (web/main.tsx) was one task of ~150–200 ms on a phone at
// Lighthouse's 4× CPU slow-down: the whole page, bar to footer. A part wrapped in <HydrateLater>
// is hydrated in a task of its own instead: during that first render it suspends until the next
// task, and Preact keeps its server-rendered element on screen meanwhile and resumes hydrating
// into it when the wait ends (Preact 11's suspended hydration; compat's <Suspense> shows no
// fallback for a suspension while hydrating). The page then starts in several shorter tasks,
// between which the browser can paint and answer a tap.
//
// Only during the first render over the server's HTML: a part rendered later (a page opened
// inside the app) renders at once, like any other.

let hydrating = false;
let waiting = 0;

/** Once no part waits any more (checked after the render in progress), the first render is over. */
function settleSoon() {
  queueMicrotask(() => {
    if (waiting === 0) hydrating = false;
  });
}

/** web/main.tsx: the render about to start is the first one, over the HTML #root came with (a server-rendered page, or index.html's loading outline, which Preact replaces as before). */
export function startHydration(): void {
  hydrating = true;
}

/** web/main.tsx: the first render has run (parts that wait come in later tasks). */
export function firstRenderDone(): void {
  settleSoon();
}

class WaitForNextTask extends Component<{ children: ReactNode }> {
  private phase: 'rendered' | 'waiting' | 'resumed' = 'rendered';

  private resumed() {
    if (this.phase !== 'waiting') return;
    this.phase = 'resumed';
    waiting--;
    settleSoon();
  }

  render() {
    if (hydrating && this.phase === 'rendered') {
      this.phase = 'waiting';
      waiting++;
      throw new Promise<void>((resolve) => setTimeout(resolve, 0));
    }
    this.resumed();
    return this.props.children;
  }

  // Gone before its turn (the visitor went elsewhere at once): it no longer holds the first render open.
  componentWillUnmount() {
    this.resumed();
  }
}

/**
 * Hydrates `children` in a later task than the rest of the first render. `children` must render
 * exactly one element, the same on the server and in the browser: that element is what Preact
 * keeps while the part waits (with none, or several, it would keep the wrong one). Meant for
 * what is below the fold on a phone.
 */
export function HydrateLater({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <WaitForNextTask>{children}</WaitForNextTask>
    </Suspense>
  );
}
