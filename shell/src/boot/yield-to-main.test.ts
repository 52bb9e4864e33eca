import { afterEach, describe, expect, it } from '@rstest/core';
import { yieldToMain } from './yield-to-main';

const original = (globalThis as { scheduler?: unknown }).scheduler;

afterEach(() => {
  (globalThis as { scheduler?: unknown }).scheduler = original;
});

describe('yieldToMain', () => {
  it('resumes in a new task, after every pending microtask has run', async () => {
    (globalThis as { scheduler?: unknown }).scheduler = undefined;
    let drained = false;
    const yielded = yieldToMain();
    let steps = 0;
    const step = (): Promise<void> | undefined => {
      steps += 1;
      if (steps < 100) return Promise.resolve().then(step);
      drained = true;
      return undefined;
    };
    void Promise.resolve().then(step);
    await yielded;
    expect(drained).toBe(true);
  });

  it('uses scheduler.yield where the browser has it', async () => {
    let calls = 0;
    (globalThis as { scheduler?: unknown }).scheduler = {
      yield: () => {
        calls += 1;
        return Promise.resolve();
      },
    };
    await yieldToMain();
    expect(calls).toBe(1);
  });
});
