import { describe, expect, it } from '@rstest/core';
import { createWorkSlots } from './work-slots';

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

describe('createWorkSlots', () => {
  it('runs at most `concurrent` tasks, queues the next ones in order, and refuses a full queue', async () => {
    const slots = createWorkSlots({ concurrent: 1, queued: 1 });
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
    const slots = createWorkSlots({ concurrent: 2, queued: 8 });
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

  it('never runs more than `concurrent` tasks however many clients queue, and runs every queued one', async () => {
    const slots = createWorkSlots({ concurrent: 2, queued: 16, perClient: 2 });
    let running = 0;
    let most = 0;
    const finishers: (() => void)[] = [];
    const work = () =>
      new Promise<void>((resolve) => {
        running++;
        most = Math.max(most, running);
        finishers.push(() => {
          running--;
          resolve();
        });
      });
    const runs = Array.from({ length: 12 }, (_, i) => slots.run(`organization-${i % 6}`, work));
    const settle = () => new Promise((resolve) => setImmediate(resolve));
    for (let done = 0; done < 12; done++) {
      await settle();
      expect(running).toBeLessThanOrEqual(2);
      finishers.shift()?.();
    }
    expect((await Promise.all(runs)).every((run) => run.ok)).toBe(true);
    expect(most).toBe(2);
  });

  it('gives a client as many places as it is allowed, and refuses the next until one ends', async () => {
    const slots = createWorkSlots({ concurrent: 1, queued: 8, perClient: 2 });
    const started: string[] = [];
    const [a, b] = [gate(started, 'a'), gate(started, 'b')];
    const first = slots.run('owner', a.task);
    const second = slots.run('owner', b.task);
    expect(await slots.run('owner', gate(started, 'c').task)).toEqual({ ok: false, busy: true });
    a.finish();
    b.finish();
    expect(await Promise.all([first, second])).toEqual([
      { ok: true, value: 'a' },
      { ok: true, value: 'b' },
    ]);
  });
});
