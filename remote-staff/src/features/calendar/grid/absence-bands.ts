import type { AbsenceKind } from '@booking/shared/contract/staff-calendar';
import type { GridItem } from './calendar-items';
import type { Period } from './grid-geometry';

/** The same absence of several employees (the team's lunch break), drawn once behind the appointments. */
export interface AbsenceBand extends Period {
  key: string;
  kind: AbsenceKind;
  reason: string | null;
  /** The absences drawn as this band, one per employee, each opening its own dialog. */
  absences: { key: string; href: string; employeeName: string }[];
}

/**
 * For the week view of all employees: absences shorter than the column become bands,
 * identical ones (kind, times, reason) merged, so four lunch breaks take no lanes from the
 * appointments. Whole-day absences stay items (they show in the column head). Returns the
 * items left for the lanes and the bands.
 */
export function splitAbsenceBands(
  items: readonly GridItem[],
  span: Period,
): { items: GridItem[]; bands: AbsenceBand[] } {
  const bands = new Map<string, AbsenceBand>();
  const rest: GridItem[] = [];
  for (const item of items) {
    const wholeColumn = item.start <= span.start && item.end >= span.end;
    if (item.kind !== 'absence' || wholeColumn || !item.absenceKind) {
      rest.push(item);
      continue;
    }
    const key = `${item.absenceKind}|${item.start}|${item.end}|${item.reason ?? ''}`;
    const absence = { key: item.key, href: item.href, employeeName: item.employeeName };
    const band = bands.get(key);
    if (band) band.absences.push(absence);
    else
      bands.set(key, {
        key,
        kind: item.absenceKind,
        reason: item.reason,
        start: item.start,
        end: item.end,
        absences: [absence],
      });
  }
  return { items: rest, bands: [...bands.values()] };
}
