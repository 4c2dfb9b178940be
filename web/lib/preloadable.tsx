import { lazy, type ComponentType } from 'react';

/** A component loaded on demand that can also be loaded ahead with `preload()`. */
export type Preloadable<P extends object> = ComponentType<P> & { preload: () => Promise<void> };

/**
 * Like React's lazy, plus `preload()`: once preloaded, the component renders at once instead of
 * suspending. The app preloads what its first render shows (web/app/first-render.ts), because a
 * first render that suspends makes Preact drop the server-rendered HTML it was about to keep
 * (docs/decisions/0031).
 */
export function preloadable<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): Preloadable<P> {
  let Loaded: ComponentType<P> | null = null;
  let loading: Promise<void> | null = null;
  const Lazy = lazy(load);
  const Component = (props: P) => (Loaded ? <Loaded {...props} /> : <Lazy {...props} />);
  const preload = () => (loading ??= load().then((m) => void (Loaded = m.default)));
  return Object.assign(Component, { preload });
}
