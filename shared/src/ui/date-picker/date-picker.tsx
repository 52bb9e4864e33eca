import { DayPicker, labelDayButton } from 'react-day-picker';
import { de } from 'react-day-picker/locale/de';
import { useIntl } from 'react-intl';
import { dateFromValue, valueFromDate } from './local-date-value';
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
  /** Names the calendar (e.g. "Date"). */
  label: string;
}

/**
 * A month grid on react-day-picker, chosen for its keyboard model and ARIA grid at a fraction
 * of react-aria-components' bytes (shared/src/ui/README.md).
 * Arrow keys move by day and week, PageUp/PageDown by month; days outside the window are
 * disabled, fully booked ones are disabled and say so in their accessible name.
 */
export function DatePicker({ value, onChange, first, last, fullyBooked = [], label }: DatePickerProps) {
  const intl = useIntl();
  const booked = fullyBooked.map(dateFromValue);
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
      disabled={[{ before: start }, { after: end }, ...booked]}
      modifiers={{ fullyBooked: booked }}
      modifiersClassNames={{ fullyBooked: 'date-picker-booked' }}
      labels={{
        labelDayButton: (date, modifiers, options, dateLib) => {
          // The day as Intl writes it ("Sunday, November 1, 2026"): the library's own
          // "November 1st" does not contain the visible "1", which axe reports as a label
          // that does not match the button's text (label-content-name-mismatch).
          const day = intl.formatDate(date, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
          const plain = labelDayButton(date, modifiers, options, dateLib);
          const named = dateLib ? plain.replace(dateLib.format(date, 'PPPP'), day) : plain;
          return modifiers.fullyBooked
            ? intl.formatMessage({ id: 'kit.datePicker.unavailable' }, { date: named })
            : named;
        },
      }}
    />
  );
}
