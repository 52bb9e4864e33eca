import { zoneOf } from '@booking/shared/time/zone-of';
import { type Fact, FactList } from '@booking/shared/ui/fact-list/fact-list';
import { FormattedZoned, visitorZoneDiffers } from '@booking/shared/ui/format/formatted-zoned';
import { FormattedMessage } from 'react-intl';

interface ReservationFactsProps {
  /** An API time in the branch's zone. */
  start: string;
  partySize: number;
  place: string;
  /** More rows (contact, state), each a term and its value. */
  more?: Fact[];
}

/** What was (or will be) reserved, as a list of terms: when, how many, where, and more. */
export function ReservationFacts({ start, partySize, place, more = [] }: ReservationFactsProps) {
  const rows: Fact[] = [
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
  return <FactList facts={rows} />;
}
