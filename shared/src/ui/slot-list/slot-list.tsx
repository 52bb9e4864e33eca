import { type KeyboardEvent, type ReactNode, useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { instantOf } from '../../time/instant-of';
import { zoneOf } from '../../time/zone-of';
import { useFormatZoned } from '../format/formatted-zoned';
import { moveFocusInRow } from '../roving-focus/roving-focus';
import { groupByPartOfDay } from './part-of-day';
import './slot-list.css';

const PART_TITLES = {
  morning: 'kit.slots.morning',
  afternoon: 'kit.slots.afternoon',
  evening: 'kit.slots.evening',
} as const;

interface SlotListProps {
  /** The radios' name; one name across the groups, so arrow keys run through every time. */
  name: string;
  legend: ReactNode;
  /** API times of one day, in order. */
  slots: readonly string[];
  value: string | null;
  /** An explicit choice only (click, Space, Enter): choosing may place a hold on the API. */
  onChange: (slot: string) => void;
  /** Name the zone when the visitor's own zone differs from the branch's: once for the list. */
  withZoneName?: boolean;
  /**
   * The times grouped by the caller (a restaurant's lunch and dinner), each group's title a
   * message id; without them, by part of day.
   */
  groups?: readonly { titleId: string; slots: readonly string[] }[] | null;
}

/**
 * The free times of a day as radio buttons shaped as buttons, grouped into morning,
 * afternoon and evening by the branch's wall clock; each shows and is named by its time in
 * the branch's zone.
 *
 * Arrow keys move focus through the times without choosing one (a native radio group would
 * check each time passed, and each check places a hold); Space or Enter chooses the focused
 * time, as a click does.
 */
export function SlotList({ name, legend, slots, value, onChange, withZoneName = false, groups }: SlotListProps) {
  const format = useFormatZoned();
  const zoneLabelId = useId();
  const zone = useListZone(slots, withZoneName);
  // Only a day whose times fall in two zone offsets (the autumn DST day) names it per time.
  const perTime = withZoneName && zone === null;

  const onKeyDown = (event: KeyboardEvent<HTMLFieldSetElement>) => {
    const radio = event.target;
    if (!(radio instanceof HTMLInputElement) || radio.type !== 'radio') return;
    if (event.key === 'Enter') {
      event.preventDefault();
      if (!radio.checked) onChange(radio.value);
      return;
    }
    moveFocusInRow(event, 'input[type="radio"]');
  };

  return (
    <fieldset className="slot-list" aria-describedby={zone ? zoneLabelId : undefined} onKeyDown={onKeyDown}>
      <legend>{legend}</legend>
      {zone && (
        <p className="slot-zone" id={zoneLabelId}>
          <FormattedMessage id="kit.slots.zone" values={{ zone }} />
        </p>
      )}
      {(
        groups ?? groupByPartOfDay(slots).map((group) => ({ titleId: PART_TITLES[group.part], slots: group.slots }))
      ).map((group) => (
        <fieldset key={group.titleId} className="slot-group">
          <legend>
            <FormattedMessage id={group.titleId} />
          </legend>
          <div className="slot-grid">
            {group.slots.map((slot) => (
              <label key={slot} className="slot">
                <input type="radio" name={name} value={slot} checked={slot === value} onChange={() => onChange(slot)} />
                <span>{format(slot, { withZoneName: perTime })}</span>
              </label>
            ))}
          </div>
        </fieldset>
      ))}
    </fieldset>
  );
}

/** The one short zone name ("CET", "MEZ") all the times share, or null (not wanted, or two of them). */
function useListZone(slots: readonly string[], wanted: boolean): string | null {
  const intl = useIntl();
  if (!wanted || slots.length === 0) return null;
  const names = new Set(
    slots.map(
      (slot) =>
        intl
          .formatDateToParts(instantOf(slot), { timeZone: zoneOf(slot) ?? undefined, timeZoneName: 'short' })
          .find((part) => part.type === 'timeZoneName')?.value ?? '',
    ),
  );
  const [only] = names;
  return names.size === 1 && only ? only : null;
}
