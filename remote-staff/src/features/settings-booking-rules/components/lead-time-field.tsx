import { FieldRow } from '@booking/shared/ui/field/field-row';
import { SelectField } from '@booking/shared/ui/select-field/select-field';
import { TextField } from '@booking/shared/ui/text-field/text-field';
import { FormattedMessage } from 'react-intl';

const UNITS = [
  ['minutes', 'staff.settings.rules.unit.minutes'],
  ['hours', 'staff.settings.rules.unit.hours'],
  ['days', 'staff.settings.rules.unit.days'],
  ['weeks', 'staff.settings.rules.unit.weeks'],
  ['months', 'staff.settings.rules.unit.months'],
] as const;

/** A span of time as a number and its unit, in a fieldset whose legend names the rule and says what it does. */
export function LeadTimeField({
  id,
  name,
  titleId,
  hintId,
}: {
  id: string;
  name: string;
  titleId: string;
  hintId: string;
}) {
  return (
    <fieldset className="rules-lead-time" aria-describedby={`${id}-what`}>
      <legend>
        <FormattedMessage id={titleId} />
      </legend>
      <p id={`${id}-what`} className="muted">
        <FormattedMessage id={hintId} />
      </p>
      <FieldRow>
        <TextField
          id={`${id}-value`}
          name={`${name}.value`}
          inputMode="numeric"
          autoComplete="off"
          label={<FormattedMessage id="staff.settings.rules.amount" />}
        />
        <SelectField
          id={`${id}-type`}
          name={`${name}.type`}
          label={<FormattedMessage id="staff.settings.rules.unit" />}
        >
          {UNITS.map(([unit, messageId]) => (
            <FormattedMessage key={unit} id={messageId}>
              {(label) => <option value={unit}>{label}</option>}
            </FormattedMessage>
          ))}
        </SelectField>
      </FieldRow>
    </fieldset>
  );
}
