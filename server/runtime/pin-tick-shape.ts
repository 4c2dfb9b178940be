import { createHook } from 'node:async_hooks';

/**
 * Keeps one of Node's tick objects (what `process.nextTick` queues) alive for the life of the
 * process, so that V8 never collects their hidden classes (decision 0033, fourth pass).
 *
 * Why: a tick object is an object literal with two computed symbol keys. V8 records the hidden
 * class it saw at each such key the first time, and treats any other class there as megamorphic
 * for good, after which every `nextTick` (about six a request) defines its properties through a
 * runtime call. The hidden classes are held weakly: a full garbage collection at a moment when no
 * tick object is alive (start-up allocates a lot: migrations, the server renderer) drops them,
 * the next tick object gets new ones, and the process stays on the slow path. Measured: about 2 µs
 * more CPU a request in the processes where that happened (most of them), none in the others.
 * Holding one tick object keeps its class chain alive, so every process stays on the fast path.
 *
 * The only way to reach a tick object is an async hook's init, enabled here for exactly one
 * `nextTick` and disabled again, so no hook runs afterwards. Runs first in server/main.ts.
 */
let pinned: object | undefined;

export function pinTickObjectShape(): object | undefined {
  if (pinned) return pinned;
  const hook = createHook({
    init(_id, type, _trigger, resource) {
      if (type === 'TickObject') pinned ??= resource;
    },
  });
  hook.enable();
  process.nextTick(() => {});
  hook.disable();
  return pinned;
}

pinTickObjectShape();
