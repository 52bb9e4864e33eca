import { memo } from 'react';
import { DayPicker } from 'react-day-picker';
import { de } from 'react-day-picker/locale/de';
import { useIntl } from 'react-intl';
import { dateFromValue, valueFromDate } from '../../time/local-date-value';
import 'react-day-picker/style.css';
import './date-picker.css';

interface DatePickerProps {
  /** Chosen date, `YYYY-MM-DD` in the branch's zone. */
  value: string | null;
  onChange: (date: string) => void;
  /** The lead-time window (leadTimeWindow's firstDate / lastDate): nothing outside is offered. */
  first: string;
  last: string;
  /** Days in the window without a free time: shown, marked "fully booked", not choosable. */
  fullyBooked?: readonly string[];
  /** Days in the window the business is closed on: shown, marked "closed", not choosable. */
  closed?: readonly string[];
  /** Names the calendar (e.g. "Date"). */
  label: string;
}

/**
 * A month grid on react-day-picker, chosen for its keyboard model and ARIA grid at a fraction
 * of react-aria-components' bytes (shared/src/ui/README.md).
 * Arrow keys move by day and week, PageUp/PageDown by month; days outside the window are
 * disabled, fully booked and closed ones are disabled and say so in their accessible name.
 *
 * Drawn again only when what it shows changes (`sameProps`): a month grid is the costliest
 * part of a step to render, and a step renders again for changes the grid does not show (the
 * hydrated time step, for one, as the draft takes the URL's choice).
 */
export const DatePicker = memo(function DatePicker({
  value,
  onChange,
  first,
  last,
  fullyBooked = [],
  closed = [],
  label,
}: DatePickerProps) {
  const intl = useIntl();
  const booked = fullyBooked.map(dateFromValue);
  const shut = closed.map(dateFromValue);
  const selected = value ? dateFromValue(value) : undefined;
  const start = dateFromValue(first);
  const end = dateFromValue(last);
  return (
    <DayPicker
      className="date-picker"
      aria-label={label}
      mode="single"
      locale={intl.locale.startsWith('de') ? de : undefined}
      selected={selected}
      onSelect={(date: Date | undefined) => date && onChange(valueFromDate(date))}
      defaultMonth={selected ?? start}
      startMonth={start}
      endMonth={end}
      disabled={[{ before: start }, { after: end }, ...booked, ...shut]}
      modifiers={{ fullyBooked: booked, closed: shut }}
      modifiersClassNames={{ fullyBooked: 'date-picker-booked', closed: 'date-picker-booked' }}
      labels={{
        // The library's own names are English only ("Go to the Previous Month").
        labelPrevious: () => intl.formatMessage({ id: 'kit.datePicker.previousMonth' }),
        labelNext: () => intl.formatMessage({ id: 'kit.datePicker.nextMonth' }),
        // The visible number must be part of the name (WCAG 2.5.3, axe label-content-name-mismatch):
        // "November 1, 2026", not the library's "November 1st, 2026". Selection is the cell's aria-selected.
        labelDayButton: (date, modifiers) => {
          const plain = intl.formatDate(date, { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' });
          if (modifiers.closed) return intl.formatMessage({ id: 'kit.datePicker.closed' }, { date: plain });
          return modifiers.fullyBooked
            ? intl.formatMessage({ id: 'kit.datePicker.unavailable' }, { date: plain })
            : plain;
        },
      }}
    />
  );
}, sameProps);

const sameDays = (a: readonly string[] = [], b: readonly string[] = []) =>
  a.length === b.length && a.every((day, index) => day === b[index]);

/** The day lists are made anew by each caller's render: compared by their days. */
function sameProps(before: DatePickerProps, after: DatePickerProps): boolean {
  return (
    before.value === after.value &&
    before.onChange === after.onChange &&
    before.first === after.first &&
    before.last === after.last &&
    before.label === after.label &&
    sameDays(before.fullyBooked, after.fullyBooked) &&
    sameDays(before.closed, after.closed)
  );
}
