import { describe, expect, it } from '@rstest/core';
import { layoutCrowded } from './crowded-lanes';
import { UNLIMITED } from './lane-room';

const MIN = 60_000;
const at = (key: string, from: number, to: number) => ({ key, start: from * MIN, end: to * MIN });
/** Four employees' mornings: 11:00-12:00 all four side by side, then 12:00-12:30 two of them. */
const busy = [
  at('anna', 660, 690),
  at('jonas', 660, 690),
  at('lea', 660, 720),
  at('mia', 660, 705),
  at('anna2', 690, 720),
  at('jonas2', 690, 720),
];

describe('layoutCrowded', () => {
  it('draws every lane when there is room for them', () => {
    const layout = layoutCrowded(busy, UNLIMITED);
    expect(layout.marks).toEqual([]);
    // The longest first: Lea's hour takes the first lane, Anna's and Jonas's second half hours reuse theirs.
    expect(layout.placements.get('lea')).toEqual({ lane: 0, lanes: 4, crowded: false });
    expect(layout.placements.get('jonas2')).toEqual({ lane: 3, lanes: 4, crowded: false });
  });

  it('keeps the lanes that fit beside the strip and counts the rest in one mark per overlapping run', () => {
    const layout = layoutCrowded(busy, { fit: 2, beside: 1 });
    expect([...layout.placements.keys()]).toEqual(['lea']);
    expect(layout.placements.get('lea')).toEqual({ lane: 0, lanes: 1, crowded: true });
    expect(layout.marks).toEqual([
      {
        key: `more:${660 * MIN}`,
        start: 660 * MIN,
        end: 720 * MIN,
        keys: ['mia', 'anna', 'jonas', 'anna2', 'jonas2'],
        alone: false,
      },
    ]);
  });

  it('gives separate marks to left-out items that do not overlap each other', () => {
    const items = [at('a', 600, 720), at('b', 600, 630), at('c', 660, 690)];
    const layout = layoutCrowded(items, { fit: 1, beside: 1 });
    expect(layout.marks.map((mark) => mark.keys)).toEqual([['b'], ['c']]);
    expect(layout.placements.get('a')).toEqual({ lane: 0, lanes: 1, crowded: true });
  });

  it('leaves a stretch that fits alone, even on a crowded day', () => {
    const layout = layoutCrowded([...busy, at('later', 900, 930)], { fit: 2, beside: 1 });
    expect(layout.placements.get('later')).toEqual({ lane: 0, lanes: 1, crowded: false });
    expect(layout.marks).toHaveLength(1);
  });

  it('makes the whole stretch one mark when only the strip fits (a narrow column)', () => {
    const layout = layoutCrowded(busy, { fit: 1, beside: 0 });
    expect(layout.placements.size).toBe(0);
    expect(layout.marks).toEqual([
      expect.objectContaining({
        start: 660 * MIN,
        end: 720 * MIN,
        alone: true,
        keys: expect.arrayContaining(['anna', 'mia']),
      }),
    ]);
    expect(layout.marks[0]?.keys).toHaveLength(6);
  });

  it('never replaces a lone item by a mark, however narrow the column', () => {
    const layout = layoutCrowded([at('a', 600, 630)], { fit: 1, beside: 0 });
    expect(layout.placements.get('a')).toEqual({ lane: 0, lanes: 1, crowded: false });
    expect(layout.marks).toEqual([]);
  });
});
