/** How many lanes of items a column has room for, side by side, at a readable width. */
export interface LaneRoom {
  /** Lanes that fit across the whole column. */
  fit: number;
  /** Lanes that fit beside the "+N more" strip of a crowded stretch; 0 when only the strip fits. */
  beside: number;
}

/** The narrowest lane that still reads "10:00 Emma Koch" on two lines (in rem). */
export const MIN_LANE_REM = 6;
/** The strip at a crowded stretch's right that says how many more there are ("+3"), in rem. */
export const MORE_STRIP_REM = 2.5;
/** No limit: every lane is drawn (the day view, one employee per column). */
export const UNLIMITED: LaneRoom = { fit: Number.POSITIVE_INFINITY, beside: Number.POSITIVE_INFINITY };

/**
 * The lanes a column of `widthRem` has room for. One item always gets the whole column,
 * however narrow: a lone appointment is never replaced by "+1".
 */
export function laneRoom(widthRem: number): LaneRoom {
  const width = Number.isFinite(widthRem) && widthRem > 0 ? widthRem : 0;
  return {
    fit: Math.max(1, Math.floor(width / MIN_LANE_REM)),
    beside: Math.max(0, Math.floor((width - MORE_STRIP_REM) / MIN_LANE_REM)),
  };
}
