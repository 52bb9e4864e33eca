import { describe, expect, it } from '@rstest/core';
import { createHashingSlots } from './hashing-slots';

/** A task that finishes when the test says so, recording when it started. */
function gate(started: string[], name: string) {
  let finish: () => void = () => {};
  const done = new Promise<void>((resolve) => {
    finish = resolve;
  });
  return {
    task: async () => {
      started.push(name);
      await done;
      return name;
    },
    finish: () => finish(),
  };
}

describe('createHashingSlots', () => {
  it('runs at most `concurrent` tasks, queues the next ones in order, and refuses a full queue', async () => {
    const slots = createHashingSlots({ concurrent: 1, queued: 1 });
    const started: string[] = [];
    const [a, b, c] = [gate(started, 'a'), gate(started, 'b'), gate(started, 'c')];
    const first = slots.run('client-a', a.task);
    const second = slots.run('client-b', b.task);
    expect(await slots.run('client-c', c.task)).toEqual({ ok: false, busy: true });
    await Promise.resolve();
    expect(started).toEqual(['a']);
    a.finish();
    expect(await first).toEqual({ ok: true, value: 'a' });
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toEqual(['a', 'b']);
    b.finish();
    expect(await second).toEqual({ ok: true, value: 'b' });
  });

  it('gives each client one place: a second attempt while the first hashes is refused, the next one runs', async () => {
    const slots = createHashingSlots({ concurrent: 2, queued: 8 });
    const started: string[] = [];
    const a = gate(started, 'a1');
    const first = slots.run('flood', a.task);
    expect(await slots.run('flood', gate(started, 'a2').task)).toEqual({ ok: false, busy: true });
    const other = gate(started, 'b');
    const second = slots.run('reception', other.task);
    other.finish();
    expect(await second).toEqual({ ok: true, value: 'b' });
    a.finish();
    await first;
    const again = gate(started, 'a3');
    const third = slots.run('flood', again.task);
    again.finish();
    expect(await third).toEqual({ ok: true, value: 'a3' });
  });
});
