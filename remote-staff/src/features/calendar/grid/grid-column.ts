import type { ReactNode } from 'react';
import type { AbsenceBand } from './absence-bands';
import type { GridItem } from './calendar-items';
import type { Period } from './grid-geometry';

/** One column of the grid: an employee's day (day view) or a day of the week (week view). */
export interface GridColumn {
  key: string;
  label: ReactNode;
  /** Short accessible name of the column, part of each free slot's name ("Anna Schmidt"). */
  name: string;
  /** The employee a free slot and a drop belong to; null when the column holds several. */
  employeeId: string | null;
  span: Period;
  /** Working or opening hours inside the span; the rest is shaded. */
  open: Period[];
  items: GridItem[];
  /** Absences drawn behind the items (the week view of all employees). */
  bands?: AbsenceBand[];
  today: boolean;
  /**
   * Where "+N more" leads when the column has more lanes than fit (the day view of a week's
   * day); without it every lane is drawn, however narrow.
   */
  moreHref?: string;
}
