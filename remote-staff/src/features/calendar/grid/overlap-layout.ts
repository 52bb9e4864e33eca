/** Something placed in a column by time: [start, end) in epoch milliseconds. */
export interface Timed {
  key: string;
  start: number;
  end: number;
}

/** Where an item sits across its column: lane `lane` of `lanes` side by side. */
export interface Placement {
  lane: number;
  lanes: number;
}

/**
 * Lays overlapping items side by side, as paper calendars do: items that overlap, directly
 * or through a chain of others, form a cluster; each takes the leftmost lane free at its
 * start, and all items of a cluster share its lane count, so widths line up. Items that
 * only touch ([10:00, 10:30) and [10:30, 11:00)) do not overlap and keep the full width.
 */
export function layoutOverlaps(items: readonly Timed[]): Map<string, Placement> {
  const sorted = [...items].sort((a, b) => a.start - b.start || b.end - a.end || a.key.localeCompare(b.key));
  const placements = new Map<string, Placement>();
  let cluster: { key: string; lane: number }[] = [];
  let laneEnds: number[] = [];
  let clusterEnd = Number.NEGATIVE_INFINITY;

  const closeCluster = () => {
    for (const { key, lane } of cluster) placements.set(key, { lane, lanes: laneEnds.length });
    cluster = [];
    laneEnds = [];
  };

  for (const item of sorted) {
    if (item.start >= clusterEnd) closeCluster();
    let lane = laneEnds.findIndex((end) => end <= item.start);
    if (lane === -1) {
      lane = laneEnds.length;
      laneEnds.push(item.end);
    } else {
      laneEnds[lane] = item.end;
    }
    cluster.push({ key: item.key, lane });
    clusterEnd = Math.max(clusterEnd, item.end);
  }
  closeCluster();
  return placements;
}
