import { describe, expect, it } from '@rstest/core';
import { abortable, keptBriefly } from './kept-briefly';

describe('keptBriefly', () => {
  it('asks once within the time kept, and again after it', async () => {
    let time = 0;
    const asked: string[] = [];
    const pointer = keptBriefly(
      async (url) => {
        asked.push(url);
        return `release ${asked.length}`;
      },
      1000,
      () => time,
    );

    expect(await pointer('a')).toBe('release 1');
    time = 999;
    expect(await pointer('a')).toBe('release 1');
    expect(await pointer('b')).toBe('release 2');
    time = 1000;
    expect(await pointer('a')).toBe('release 3');
    expect(asked).toEqual(['a', 'b', 'a']);
  });

  it('does not keep a failure: the next request asks again', async () => {
    let attempts = 0;
    const pointer = keptBriefly(
      async () => {
        attempts++;
        if (attempts === 1) throw new Error('remote down');
        return 'release';
      },
      1000,
      () => 0,
    );

    await expect(pointer('a')).rejects.toThrow('remote down');
    expect(await pointer('a')).toBe('release');
  });
});

describe('abortable', () => {
  it("ends one request's wait on its abort while the shared answer goes on", async () => {
    let answer: (value: string) => void = () => {};
    const shared = new Promise<string>((resolve) => {
      answer = resolve;
    });
    const controller = new AbortController();
    const waiting = abortable(shared, controller.signal);
    controller.abort(new Error('too late'));
    await expect(waiting).rejects.toThrow('too late');
    answer('release');
    expect(await abortable(shared, new AbortController().signal)).toBe('release');
  });
});
