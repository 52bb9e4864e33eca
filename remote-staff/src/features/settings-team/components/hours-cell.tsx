import { HoursInput } from './hours-input';

/**
 * One day of one employee in the week's grid, named by its row and column ("Dora Neu,
 * Monday, week 1"), so the grid is a table a keyboard walks with Tab and a screen reader
 * reads by its headers.
 */
export function HoursCell({ id, name, label }: { id: string; name: string; label: string }) {
  return (
    <td className="hours-cell">
      <HoursInput id={id} name={name} label={label} />
    </td>
  );
}
