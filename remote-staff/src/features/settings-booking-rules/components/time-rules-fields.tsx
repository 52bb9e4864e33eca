import { START_FREQUENCIES } from '@booking/shared/contract/booking-rules';
import { CheckboxField } from '@booking/shared/ui/checkbox-field/checkbox-field';
import { SelectField } from '@booking/shared/ui/select-field/select-field';
import { TextField } from '@booking/shared/ui/text-field/text-field';
import { FormattedMessage } from 'react-intl';
import { LeadTimeField } from './lead-time-field';

/** When customers can book and, at a salon, how many services and whether an employee they choose. */
export function TimeRulesFields({ salon }: { salon: boolean }) {
  return (
    <fieldset className="rules-group">
      <legend>
        <FormattedMessage id="staff.settings.rules.group.booking" />
      </legend>
      <LeadTimeField
        id="rules-min-lead"
        name="min_booking_lead_time"
        titleId="staff.settings.rules.minLead"
        hintId="staff.settings.rules.minLeadHint"
      />
      <LeadTimeField
        id="rules-max-lead"
        name="max_booking_lead_time"
        titleId="staff.settings.rules.maxLead"
        hintId="staff.settings.rules.maxLeadHint"
      />
      <SelectField
        id="rules-frequency"
        name="reservation_frequency_minutes"
        label={<FormattedMessage id="staff.settings.rules.frequency" />}
        hint={<FormattedMessage id="staff.settings.rules.frequencyHint" />}
      >
        {START_FREQUENCIES.map((minutes) => (
          <FormattedMessage key={minutes} id="staff.settings.rules.minutes" values={{ minutes }}>
            {(label) => <option value={String(minutes)}>{label}</option>}
          </FormattedMessage>
        ))}
      </SelectField>
      {salon && <SalonChoiceFields />}
    </fieldset>
  );
}

function SalonChoiceFields() {
  return (
    <>
      <TextField
        id="rules-max-services"
        name="max_services_per_appointment"
        inputMode="numeric"
        autoComplete="off"
        label={<FormattedMessage id="staff.settings.rules.maxServices" />}
        hint={<FormattedMessage id="staff.settings.rules.maxServicesHint" />}
      />
      <CheckboxField
        id="rules-employee-choice"
        name="allow_employee_selection"
        label={<FormattedMessage id="staff.settings.rules.employeeChoice" />}
        hint={<FormattedMessage id="staff.settings.rules.employeeChoiceHint" />}
      />
    </>
  );
}
