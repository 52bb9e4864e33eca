import { FormattedMessage } from 'react-intl';

interface Placed {
  table: { name: string };
  combination: { name: string } | null;
}

/** Where a party sits: "Table A1", or a combination's tables as one place, "Tables C1 + C2". */
export function PlaceName({ reservation }: { reservation: Placed }) {
  return reservation.combination ? (
    <FormattedMessage id="staff.host.combinationName" values={{ name: reservation.combination.name }} />
  ) : (
    <FormattedMessage id="staff.host.tableName" values={{ table: reservation.table.name }} />
  );
}
