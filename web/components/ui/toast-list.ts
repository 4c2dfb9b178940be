/** The fields of a toast that decide which earlier toasts it replaces. */
export type Replaceable = { id: string; type: 'success' | 'error' | 'warning' | 'info'; source: string };

const MAX_VISIBLE = 5;

/**
 * The toasts on screen after `next` arrives (issue 13: toasts that no longer apply are dismissed).
 * `source` is the component that showed the toast — in practice one form or one action: its new
 * toast replaces its own earlier errors and warnings (the success after a failed attempt, or the
 * latest failure instead of a stack of them). Other components' toasts stay. At most five show.
 */
export function withToast<T extends Replaceable>(list: T[], next: T): T[] {
  const kept = list.filter((t) => t.source !== next.source || (t.type !== 'error' && t.type !== 'warning'));
  return [...kept, next].slice(-MAX_VISIBLE);
}
