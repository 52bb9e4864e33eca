import type { LaneRoom } from './lane-room';
import { layoutOverlaps, type Placement, type Timed } from './overlap-layout';

/** An item's place in a column: its lane and, in a crowded stretch, room kept at the right for "+N". */
export interface LanePlacement extends Placement {
  crowded: boolean;
}

/** A "+N more" mark: items left out of a crowded stretch, overlapping each other, from `start` to `end`. */
export interface MoreMark {
  key: string;
  start: number;
  end: number;
  /** The keys of the items it stands for. */
  keys: string[];
  /** No lane fits beside it: the mark takes the column's whole width. */
  alone: boolean;
}

export interface CrowdedLayout {
  /** The items drawn, by key; an item not in here is counted by a mark. */
  placements: Map<string, LanePlacement>;
  marks: MoreMark[];
}

/** Groups items into runs that overlap, directly or through others, in time order. */
function overlapRuns<T extends Timed>(items: readonly T[]): T[][] {
  const sorted = [...items].sort((a, b) => a.start - b.start || b.end - a.end || a.key.localeCompare(b.key));
  const runs: T[][] = [];
  let end = Number.NEGATIVE_INFINITY;
  for (const item of sorted) {
    const last = runs[runs.length - 1];
    if (!last || item.start >= end) runs.push([item]);
    else last.push(item);
    end = last && item.start < end ? Math.max(end, item.end) : item.end;
  }
  return runs;
}

/**
 * Lays items out in lanes (overlap-layout.ts) as far as the column has room for them: a
 * stretch of overlapping items that needs more lanes than fit keeps the lanes that fit
 * beside a narrow strip, and the items of the other lanes become "+N more" marks in that
 * strip, one per run of them that overlaps, spanning their times. So a busy day in the week
 * of all employees shows readable boxes and how many more there are, instead of slivers.
 */
export function layoutCrowded(items: readonly Timed[], room: LaneRoom): CrowdedLayout {
  const lanes = layoutOverlaps(items);
  const placements = new Map<string, LanePlacement>();
  const marks: MoreMark[] = [];
  for (const cluster of overlapRuns(items)) {
    const count = lanes.get(cluster[0]?.key ?? '')?.lanes ?? 1;
    if (count <= room.fit) {
      for (const item of cluster)
        placements.set(item.key, { ...(lanes.get(item.key) ?? { lane: 0, lanes: 1 }), crowded: false });
      continue;
    }
    const left: Timed[] = [];
    for (const item of cluster) {
      const lane = lanes.get(item.key)?.lane ?? 0;
      if (lane < room.beside) placements.set(item.key, { lane, lanes: room.beside, crowded: true });
      else left.push(item);
    }
    for (const run of overlapRuns(left)) {
      const start = Math.min(...run.map((item) => item.start));
      marks.push({
        key: `more:${start}`,
        start,
        end: Math.max(...run.map((item) => item.end)),
        keys: run.map((item) => item.key),
        alone: room.beside === 0,
      });
    }
  }
  return { placements, marks };
}
