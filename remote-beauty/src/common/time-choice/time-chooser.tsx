import { useApi } from '@booking/shared/api-client/api-access';
import { useConfiguration } from '@booking/shared/stores/configuration';
import { leadTimeWindow } from '@booking/shared/time/lead-time-window';
import { dateFromValue } from '@booking/shared/time/local-date-value';
import { DatePicker } from '@booking/shared/ui/date-picker/date-picker';
import { ErrorText } from '@booking/shared/ui/error-text/error-text';
import { InlineError } from '@booking/shared/ui/inline-error/inline-error';
import { useRevealOnChange } from '@booking/shared/ui/reveal/use-reveal-on-change';
import { Skeleton } from '@booking/shared/ui/skeleton/skeleton';
import { SlotList } from '@booking/shared/ui/slot-list/slot-list';
import { useEffect, useMemo, useReducer, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { type FreeTimes, freeTimesKey, loadFreeTimes } from './load-free-times';
import { dayToShow, fullyBookedDays, nextDayWithSlots, slotsByDay } from './slot-days';
import {
  type ChooseOutcome,
  initialTimeChoice,
  offeredTimes,
  shownChoice,
  timeChoiceReducer,
} from './time-choice-state';

export type { ChooseOutcome };

interface TimeChooserProps {
  organization: string;
  branch: string;
  services: readonly string[];
  employeeId: string | null;
  /** The time chosen and held, if any: kept in the list even though the hold hides it from others. */
  chosen: string | null;
  date: string | null;
  onDateChange: (date: string) => void;
  /** Places the hold; on 'gone' the caller lets go of the time it held before, as the list does. */
  onChoose: (start: string) => Promise<ChooseOutcome>;
  /** A time found gone before this screen opened (an expired hold, a refused booking). */
  goneBefore?: string | null;
  /**
   * Free times the route's loader read (`key`: freeTimesKey of their query): shown at once for
   * that query, so a page drawn on the server has its times, and not asked for again.
   */
  preloaded?: { key: string; times: FreeTimes };
}

const systemNow = () => Date.now();

/**
 * The date picker and the free times of the chosen day, for a new booking and a reschedule
 * alike. A time refused as taken leaves the list with "Selected time slot no longer
 * available", no time stays chosen, and the list is asked again; everything else on the page
 * stays as chosen. A refusal of a press takes focus, which scrolls it into view: the visitor
 * is further down the list, and the message above it is out of sight on a phone.
 */
export function TimeChooser(props: TimeChooserProps) {
  const { organization, branch, services, employeeId, chosen, onChoose, goneBefore = null, preloaded } = props;
  const intl = useIntl();
  const api = useApi();
  const times = useRef<HTMLDivElement>(null);
  const refusal = useRef<HTMLParagraphElement>(null);
  const refusedPress = useRef(false);
  useRevealOnChange(times, props.date);
  const customization = useConfiguration().reservations.customization;
  const zone = useConfiguration().general.default_timezone;
  const bookable = useMemo(
    () => leadTimeWindow(systemNow(), customization.min_booking_lead_time, customization.max_booking_lead_time, zone),
    [customization.min_booking_lead_time, customization.max_booking_lead_time, zone],
  );
  const query = { services, employeeId, first: bookable.firstDate, last: bookable.lastDate };
  const preloadedTimes = preloaded?.key === freeTimesKey(query) ? preloaded.times : null;
  const [state, dispatch] = useReducer(timeChoiceReducer, null, () => initialTimeChoice(preloadedTimes, goneBefore));
  const { list, askedAgain, message } = state;
  const selected = shownChoice(state, chosen);
  const serviceKey = services.join(',');

  useEffect(() => {
    if (!message || !refusedPress.current) return;
    refusedPress.current = false;
    refusal.current?.focus();
  }, [message]);

  useEffect(() => {
    // The loader's list answers this query as long as nobody asked again (Retry, a time gone).
    if (preloadedTimes && askedAgain === 0) {
      dispatch({ type: 'preloaded', times: preloadedTimes });
      return;
    }
    const controller = new AbortController();
    dispatch({ type: 'load_started' });
    void loadFreeTimes(
      api,
      {
        organization,
        branch,
        services: serviceKey.split(','),
        employeeId,
        first: bookable.firstDate,
        last: bookable.lastDate,
      },
      controller.signal,
    ).then((answer) => {
      if (!controller.signal.aborted) dispatch({ type: 'loaded', times: answer });
    });
    return () => controller.abort();
  }, [
    organization,
    branch,
    serviceKey,
    employeeId,
    bookable.firstDate,
    bookable.lastDate,
    askedAgain,
    preloadedTimes,
    api,
  ]);

  const byDay = useMemo(() => slotsByDay(offeredTimes(list, state.gone, selected)), [list, state.gone, selected]);

  if (list.kind === 'loading') return <Skeleton rows={5} />;
  if (list.kind === 'failed') {
    return (
      <InlineError
        message={intl.formatMessage({ id: 'beauty.time.loadFailed' })}
        onRetry={() => dispatch({ type: 'retried' })}
      />
    );
  }

  const date = dayToShow(byDay, props.date, bookable.firstDate, bookable.lastDate);
  const daySlots = byDay.get(date) ?? [];
  const next = nextDayWithSlots(byDay, date);
  const dayName = intl.formatDate(dateFromValue(date), { weekday: 'long', day: 'numeric', month: 'long' });

  const choose = async (start: string) => {
    if (state.pending) return;
    dispatch({ type: 'chose', start });
    const outcome = await onChoose(start);
    refusedPress.current = outcome.kind !== 'held';
    dispatch({ type: 'chosen', start, outcome });
  };

  return (
    <div className="time-chooser">
      <DatePicker
        label={intl.formatMessage({ id: 'beauty.time.date' })}
        value={date}
        onChange={props.onDateChange}
        first={bookable.firstDate}
        last={bookable.lastDate}
        fullyBooked={fullyBookedDays(byDay, bookable.firstDate, bookable.lastDate)}
      />
      {/* The one zone label for the day's times (the times themselves stay short). */}
      {/* Always said, not only to a visitor elsewhere: the server cannot know the visitor's zone,
          and a note that appeared on hydration would push the times down under a finger. */}
      <p className="muted">
        <FormattedMessage id="beauty.time.zoneNote" values={{ zone: list.timezone }} />
      </p>
      {message && (
        <p ref={refusal} className="form-error" role="alert" tabIndex={-1}>
          {'gone' in message ? (
            <FormattedMessage id="error.slot_taken" />
          ) : message.error ? (
            <ErrorText error={message.error} />
          ) : (
            <FormattedMessage id="error.internal" />
          )}
        </p>
      )}
      <div ref={times} className="time-chooser-times">
        {daySlots.length > 0 ? (
          <SlotList
            name="slot"
            legend={<FormattedMessage id="beauty.time.slotsOf" values={{ day: dayName }} />}
            slots={daySlots}
            value={selected}
            onChange={(start) => void choose(start)}
          />
        ) : (
          <div className="time-empty">
            <p>
              <FormattedMessage id="beauty.time.emptyDay" values={{ day: dayName }} />
            </p>
            {next ? (
              <button type="button" className="button button-secondary" onClick={() => props.onDateChange(next)}>
                <FormattedMessage
                  id="beauty.time.nextFree"
                  values={{
                    day: intl.formatDate(dateFromValue(next), { weekday: 'long', day: 'numeric', month: 'long' }),
                  }}
                />
              </button>
            ) : (
              <p className="muted">
                <FormattedMessage id="beauty.time.noneInWindow" />
              </p>
            )}
          </div>
        )}
      </div>
    </div>
  );
}
