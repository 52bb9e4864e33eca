import { zoneOf } from '@booking/shared/time/zone-of';
import { FormattedZoned, visitorZoneDiffers } from '@booking/shared/ui/format/formatted-zoned';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import './reservation.css';

interface ReservationFactsProps {
  /** An API time in the branch's zone. */
  start: string;
  partySize: number;
  place: string;
  /** More rows (contact, state), each a term and its value. */
  more?: { term: ReactNode; value: ReactNode }[];
}

/** What was (or will be) reserved, as a list of terms: when, how many, where, and more. */
export function ReservationFacts({ start, partySize, place, more = [] }: ReservationFactsProps) {
  const rows = [
    {
      term: <FormattedMessage id="gastro.facts.when" />,
      value: (
        <FormattedZoned
          value={start}
          dateStyle="full"
          timeStyle="short"
          withZoneName={visitorZoneDiffers(zoneOf(start) ?? '')}
        />
      ),
    },
    {
      term: <FormattedMessage id="gastro.facts.party" />,
      value: <FormattedMessage id="gastro.party.guests" values={{ count: partySize }} />,
    },
    { term: <FormattedMessage id="gastro.facts.where" />, value: place },
    ...more,
  ];
  return (
    <dl className="reservation-facts">
      {rows.map((row, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list of rows in a fixed order.
        <div key={index}>
          <dt>{row.term}</dt>
          <dd>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
