import { moveFocusInRow } from '@booking/shared/ui/roving-focus/roving-focus';
import { Skeleton } from '@booking/shared/ui/skeleton/skeleton';
import { type KeyboardEvent, lazy, Suspense, useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { quickDays } from './quick-days';

/*
 * The month calendar (react-day-picker, ~22 KB gzip) is fetched only when the guest asks for
 * more dates: most guests pick one of the next days, and the details step's first visit must
 * stay within its budget.
 */
const DatePicker = lazy(() =>
  import('@booking/shared/ui/date-picker/date-picker').then((module) => ({ default: module.DatePicker })),
);

interface DayChoiceProps {
  /** Chosen date, `YYYY-MM-DD` in the branch's zone. */
  value: string;
  onChange: (date: string) => void;
  /** The lead-time window, `YYYY-MM-DD` in the branch's zone. */
  first: string;
  last: string;
  /** Days found without a free time for the party: marked and not offered. */
  fullyBooked: readonly string[];
  /** Days the restaurant is closed on: marked and not offered. */
  closed: readonly string[];
}

/** A calendar date at noon UTC, so formatting it in UTC shows that very date in any visitor zone. */
const noon = (date: string) => `${date}T12:00:00Z`;

/** The row's days that can take focus: the chosen one and every day not fully booked or closed. */
const DAY_SELECTOR = 'input[type="radio"]:not(:disabled)';

/**
 * The date of a table: a row of the next days (the quick choice of most booking sites), and
 * behind "More dates" the full calendar for the rest of the window.
 *
 * The row is a group of radios, so it is one Tab stop. Arrows, Home and End move focus along
 * the days without choosing (a native radio group would check, and so search, every day
 * passed); click, Space or Enter chooses the focused day.
 */
export function DayChoice({ value, onChange, first, last, fullyBooked, closed }: DayChoiceProps) {
  const intl = useIntl();
  const labelId = useId();
  const calendarId = useId();
  const name = useId();
  const [calendarOpen, setCalendarOpen] = useState(false);
  const days = quickDays(first, last, value);

  const onKeyDown = (event: KeyboardEvent<HTMLFieldSetElement>) => {
    const radio = event.target;
    if (event.key === 'Enter' && radio instanceof HTMLInputElement) {
      event.preventDefault();
      if (!radio.checked) onChange(radio.value);
      return;
    }
    moveFocusInRow(event, DAY_SELECTOR);
  };

  return (
    <div className="day-choice">
      <span className="day-choice-label" id={labelId}>
        <FormattedMessage id="gastro.details.date" />
      </span>
      <fieldset className="day-row" aria-labelledby={labelId} onKeyDown={onKeyDown}>
        {days.map((day) => {
          const chosen = day === value;
          const shut = !chosen && closed.includes(day);
          const booked = !chosen && !shut && fullyBooked.includes(day);
          return (
            <label key={day} className="day-button">
              <input
                type="radio"
                name={name}
                value={day}
                checked={chosen}
                disabled={booked || shut}
                onChange={() => onChange(day)}
              />
              <span className="day-button-weekday">
                {intl.formatDate(noon(day), { weekday: 'short', timeZone: 'UTC' })}
              </span>
              <span className="day-button-date">
                {intl.formatDate(noon(day), { day: 'numeric', month: 'short', timeZone: 'UTC' })}
              </span>
              {(booked || shut) && (
                <span className="visually-hidden">
                  <FormattedMessage id={shut ? 'gastro.details.closed' : 'gastro.details.fullyBooked'} />
                </span>
              )}
            </label>
          );
        })}
      </fieldset>
      <button
        type="button"
        className="button button-secondary day-choice-more"
        aria-expanded={calendarOpen}
        aria-controls={calendarOpen ? calendarId : undefined}
        onClick={() => setCalendarOpen((open) => !open)}
      >
        <FormattedMessage id={calendarOpen ? 'gastro.details.fewerDates' : 'gastro.details.moreDates'} />
      </button>
      {calendarOpen && (
        <div id={calendarId} className="day-choice-calendar">
          <Suspense fallback={<Skeleton rows={4} />}>
            <DatePicker
              label={intl.formatMessage({ id: 'gastro.details.calendar' })}
              value={value}
              first={first}
              last={last}
              fullyBooked={fullyBooked}
              closed={closed}
              onChange={onChange}
            />
          </Suspense>
        </div>
      )}
    </div>
  );
}
