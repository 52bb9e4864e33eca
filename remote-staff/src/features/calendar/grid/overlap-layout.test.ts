import { describe, expect, it } from '@rstest/core';
import { layoutOverlaps } from './overlap-layout';

const MIN = 60_000;
const at = (key: string, from: number, to: number) => ({ key, start: from * MIN, end: to * MIN });
const lanes = (items: ReturnType<typeof at>[]) => Object.fromEntries(layoutOverlaps(items));

describe('layoutOverlaps', () => {
  it('gives an item alone the whole width', () => {
    expect(lanes([at('a', 600, 660)])).toEqual({ a: { lane: 0, lanes: 1 } });
  });

  it('keeps items that only touch at full width', () => {
    expect(lanes([at('a', 600, 630), at('b', 630, 660)])).toEqual({
      a: { lane: 0, lanes: 1 },
      b: { lane: 0, lanes: 1 },
    });
  });

  it('puts two overlapping items side by side', () => {
    expect(lanes([at('b', 615, 700), at('a', 600, 660)])).toEqual({
      a: { lane: 0, lanes: 2 },
      b: { lane: 1, lanes: 2 },
    });
  });

  it('gives a chain of overlaps one lane count and reuses a lane that became free', () => {
    // a 10:00-11:00, b 10:30-11:30, c 11:00-12:00: c takes a's lane; all three share 2 lanes.
    expect(lanes([at('a', 600, 660), at('b', 630, 690), at('c', 660, 720)])).toEqual({
      a: { lane: 0, lanes: 2 },
      b: { lane: 1, lanes: 2 },
      c: { lane: 0, lanes: 2 },
    });
  });

  it('needs three lanes when three items overlap at one moment, and starts afresh after the cluster', () => {
    const result = lanes([at('a', 600, 720), at('b', 610, 640), at('c', 620, 650), at('d', 720, 750)]);
    expect(result).toEqual({
      a: { lane: 0, lanes: 3 },
      b: { lane: 1, lanes: 3 },
      c: { lane: 2, lanes: 3 },
      d: { lane: 0, lanes: 1 },
    });
  });

  it('puts the longer of two items starting together on the left', () => {
    expect(lanes([at('short', 600, 615), at('long', 600, 700)])).toEqual({
      long: { lane: 0, lanes: 2 },
      short: { lane: 1, lanes: 2 },
    });
  });
});
