import { SelectField } from '@booking/shared/ui/select-field/select-field';
import { useIntl } from 'react-intl';

/** The party size from the branch's smallest to the largest its tables seat. */
export function PartySizeSelect({ id, sizes }: { id: string; sizes: { min: number; max: number } }) {
  const intl = useIntl();
  const options = Array.from({ length: Math.max(0, sizes.max - sizes.min + 1) }, (_, i) => sizes.min + i);
  return (
    <SelectField id={id} name="partySize" label={intl.formatMessage({ id: 'staff.host.partySize' })}>
      {options.map((size) => (
        <option key={size} value={String(size)}>
          {intl.formatMessage({ id: 'staff.host.guests' }, { count: size })}
        </option>
      ))}
    </SelectField>
  );
}
