import { createHook } from 'node:async_hooks';
import { describe, expect, it } from 'vitest';
import { pinTickObjectShape } from './pin-tick-shape';

describe('pinning the tick object shape', () => {
  it('holds one of the objects process.nextTick queues, and the same one on every call', () => {
    const pinned = pinTickObjectShape() as { callback?: unknown; args?: unknown };
    expect(typeof pinned.callback).toBe('function');
    expect(pinTickObjectShape()).toBe(pinned);
  });

  it('ticks still run, and hooks enabled later see them as usual', async () => {
    pinTickObjectShape();
    const seen: string[] = [];
    const hook = createHook({ init: (_id, type) => void (type === 'TickObject' && seen.push(type)) }).enable();
    await new Promise<void>((resolve) => process.nextTick(resolve));
    hook.disable();
    expect(seen).toEqual(['TickObject']);
  });
});
