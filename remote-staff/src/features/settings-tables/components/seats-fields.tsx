import { SelectField } from '@booking/shared/ui/select-field/select-field';
import { FormattedMessage } from 'react-intl';
import { SEAT_CHOICES } from '../domain/floor-form-values';

/** Seats from-to: a party below "from" does not take the place online; "to" is the most it seats. */
export function SeatsFields({ idPrefix }: { idPrefix: string }) {
  const options = SEAT_CHOICES.map((n) => (
    <option key={n} value={String(n)}>
      {n}
    </option>
  ));
  return (
    <div className="tables-seats">
      <SelectField
        id={`${idPrefix}-min`}
        name="min_seats"
        label={<FormattedMessage id="staff.settings.tables.minSeats" />}
        hint={<FormattedMessage id="staff.settings.tables.minSeatsHint" />}
        describeError={() => <FormattedMessage id="staff.settings.tables.seatsFromTo" />}
      >
        {options}
      </SelectField>
      <SelectField
        id={`${idPrefix}-max`}
        name="max_seats"
        label={<FormattedMessage id="staff.settings.tables.maxSeats" />}
      >
        {options}
      </SelectField>
    </div>
  );
}
