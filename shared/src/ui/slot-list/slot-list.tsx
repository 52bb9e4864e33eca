import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { useFormatZoned } from '../format/formatted-zoned';
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
  onChange: (slot: string) => void;
  /** Add the zone's name when the visitor's own zone differs from the branch's. */
  withZoneName?: boolean;
}

/**
 * The free times of a day as radio buttons shaped as buttons, grouped into morning,
 * afternoon and evening by the branch's wall clock; each shows and is named by its time in
 * the branch's zone.
 */
export function SlotList({ name, legend, slots, value, onChange, withZoneName = false }: SlotListProps) {
  const format = useFormatZoned();
  return (
    <fieldset className="slot-list">
      <legend>{legend}</legend>
      {groupByPartOfDay(slots).map((group) => (
        <fieldset key={group.part} className="slot-group">
          <legend>
            <FormattedMessage id={PART_TITLES[group.part]} />
          </legend>
          <div className="slot-grid">
            {group.slots.map((slot) => (
              <label key={slot} className="slot">
                <input type="radio" name={name} value={slot} checked={slot === value} onChange={() => onChange(slot)} />
                <span>{format(slot, { withZoneName })}</span>
              </label>
            ))}
          </div>
        </fieldset>
      ))}
    </fieldset>
  );
}
