import type { Branch } from '@booking/shared/contract/branches';
import type { FreeTime } from '@booking/shared/contract/free-times';
import type { ReservationRules, ServicePeriod } from '@booking/shared/contract/reservation-availability';
import { Navigate } from '@booking/shared/router';
import { useFormatZoned, visitorZoneDiffers } from '@booking/shared/ui/format/formatted-zoned';
import { InlineError } from '@booking/shared/ui/inline-error/inline-error';
import { useRevealOnChange } from '@booking/shared/ui/reveal/use-reveal-on-change';
import { NativeSelect } from '@booking/shared/ui/select-field/native-select';
import { Skeleton } from '@booking/shared/ui/skeleton/skeleton';
import { SlotList } from '@booking/shared/ui/slot-list/slot-list';
import { useId, useRef, useState } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { DayChoice } from './day-choice';
import { largestPartySize, partySizeOptions } from './party-sizes';
import { servicePeriodGroups } from './service-period-groups';
import { useFreeTimes } from './use-free-times';
import './table-search.css';

export interface TableChoice {
  partySize: number;
  date: string;
  start: string | null;
}

interface TableSearchProps {
  organization: string;
  branch: Branch;
  rules: ReservationRules;
  /** The lead-time window, `YYYY-MM-DD` in the branch's zone. */
  window: { first: string; last: string };
  /** The window's dates the restaurant is closed on. */
  closedDays: readonly string[];
  value: TableChoice;
  onChange: (next: TableChoice) => void;
  /** What the route loader fetched for the first search. */
  initialSlots?: { date: string; partySize: number; times: FreeTime[]; periods?: ServicePeriod[] };
  /** Set when the guest tried to go on without a time: "Select a time slot". */
  missingTime: boolean;
  /** Told when the guest says the party is larger than the branch takes online (nothing to submit then). */
  onLargerParty: (larger: boolean) => void;
}

const LARGER = 'larger';
const SERVICE_TITLES = { lunch: 'gastro.details.lunch', dinner: 'gastro.details.dinner' } as const;

/**
 * Party size, day and free time of a table: the details step of a new reservation and the
 * reschedule page of an existing one. Times come from the API for the chosen party in the
 * branch's zone, stepping by the merchant's reservation frequency.
 */
export function TableSearch({
  organization,
  branch,
  rules,
  window,
  closedDays,
  value,
  onChange,
  initialSlots,
  missingTime,
  onLargerParty,
}: TableSearchProps) {
  const intl = useIntl();
  const partyId = useId();
  const [larger, setLarger] = useState(false);
  const timesRef = useRef<HTMLDivElement>(null);
  useRevealOnChange(timesRef, value.date);
  const { times, fullDays, retry } = useFreeTimes({
    organization,
    branch: branch.slug,
    date: value.date,
    partySize: value.partySize,
    last: window.last,
    initial: initialSlots,
  });
  // A closed day is not offered, but a guest's earlier choice may still land on one.
  const closedToday = closedDays.includes(value.date);
  const format = useFormatZoned();
  const withZoneName = visitorZoneDiffers(branch.timezone);
  const largest = largestPartySize(rules);
  const tel = branch.phone ? `tel:${branch.phone.replaceAll(' ', '')}` : null;
  if (times.status === 'failed' && times.unavailable) return <Navigate to={`/${organization}/unavailable`} replace />;

  return (
    <div className="table-search">
      <NativeSelect
        id={partyId}
        label={<FormattedMessage id="gastro.details.partySize" />}
        value={larger ? LARGER : value.partySize}
        onChange={(event) => {
          if (event.target.value === LARGER) {
            setLarger(true);
            onLargerParty(true);
            onChange({ ...value, start: null });
            return;
          }
          setLarger(false);
          onLargerParty(false);
          onChange({ ...value, partySize: Number(event.target.value), start: null });
        }}
      >
        {partySizeOptions(rules).map((size) => (
          <option key={size} value={size}>
            {intl.formatMessage({ id: 'gastro.party.guests' }, { count: size })}
          </option>
        ))}
        <option value={LARGER}>{intl.formatMessage({ id: 'gastro.party.larger' }, { count: largest + 1 })}</option>
      </NativeSelect>
      {!larger && branch.phone && tel && (
        <p className="party-call">
          <FormattedMessage
            id="gastro.party.callAbove"
            values={{ count: largest, phone: <a href={tel}>{branch.phone}</a> }}
          />
        </p>
      )}
      {larger ? (
        <div className="call-us" role="status">
          <p>
            <FormattedMessage id="gastro.party.callUs" values={{ count: largest + 1 }} />
          </p>
          {branch.phone && tel && (
            <a className="button" href={tel}>
              <FormattedMessage id="gastro.party.call" values={{ phone: branch.phone }} />
            </a>
          )}
        </div>
      ) : (
        <div className="table-search-pair">
          <div className="table-search-date">
            <DayChoice
              value={value.date}
              first={window.first}
              last={window.last}
              fullyBooked={fullDays}
              closed={closedDays}
              onChange={(date) => onChange({ ...value, date, start: null })}
            />
          </div>
          <div ref={timesRef} className="table-search-times">
            {times.status === 'loading' && <Skeleton rows={2} />}
            {times.status === 'failed' && (
              <InlineError
                message={
                  times.network ? (
                    <FormattedMessage id="gastro.error.network" />
                  ) : (
                    // The id ErrorText gives `internal`, spelled out: its map of every code is
                    // not worth its bytes on the budgeted first screen (decision 0027).
                    <FormattedMessage id="error.internal" />
                  )
                }
                onRetry={retry}
              />
            )}
            {times.status === 'ready' && times.times.length > 0 && (
              <SlotList
                name="reservation-time"
                legend={<FormattedMessage id="gastro.details.times" />}
                slots={times.times.map((time) => time.start)}
                value={value.start}
                withZoneName={withZoneName}
                groups={servicePeriodGroups(times.times, times.periods)?.map((group) => ({
                  titleId: SERVICE_TITLES[group.service],
                  slots: group.slots,
                }))}
                onChange={(start) => onChange({ ...value, start })}
              />
            )}
            {times.status === 'ready' && times.times.length === 0 && (
              <div className="full-day">
                <p role="status">
                  <FormattedMessage
                    id={closedToday ? 'gastro.details.closedDay' : 'gastro.details.fullDay'}
                    values={{
                      count: value.partySize,
                      date: <FormattedDate value={`${value.date}T12:00:00Z`} dateStyle="full" timeZone="UTC" />,
                    }}
                  />
                </p>
                {times.alternatives === null ? (
                  <Skeleton rows={1} />
                ) : times.alternatives.length === 0 ? (
                  <p>
                    <FormattedMessage id="gastro.details.noAlternatives" />
                  </p>
                ) : (
                  <ul className="alternatives" aria-label={intl.formatMessage({ id: 'gastro.details.alternatives' })}>
                    {times.alternatives.flatMap((day) =>
                      day.slots.map((slot) => (
                        <li key={slot}>
                          <button
                            type="button"
                            className="button button-secondary"
                            onClick={() => onChange({ ...value, date: day.date, start: slot })}
                          >
                            {format(slot, { dateStyle: 'medium', timeStyle: 'short', withZoneName })}
                          </button>
                        </li>
                      )),
                    )}
                  </ul>
                )}
              </div>
            )}
            {missingTime && value.start === null && (
              <p className="field-error" role="alert" id="missing-time" tabIndex={-1}>
                <FormattedMessage id="gastro.details.selectSlot" />
              </p>
            )}
          </div>
        </div>
      )}
    </div>
  );
}
