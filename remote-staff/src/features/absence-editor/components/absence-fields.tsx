import { ChoiceGroup } from '@booking/shared/ui/choice-group/choice-group';
import { FieldRow } from '@booking/shared/ui/field/field-row';
import { SwitchField } from '@booking/shared/ui/switch-field/switch-field';
import { TextAreaField } from '@booking/shared/ui/text-area-field/text-area-field';
import { TextField } from '@booking/shared/ui/text-field/text-field';
import { TimeField } from '@booking/shared/ui/time-field/time-field';
import { useWatch } from 'react-hook-form';
import { FormattedMessage } from 'react-intl';
import { ABSENCE_KINDS } from '../domain/absence-form';

const KIND_IDS = {
  break: 'staff.absence.kind.break',
  holiday: 'staff.absence.kind.holiday',
  sickness: 'staff.absence.kind.sickness',
  vacation: 'staff.absence.kind.vacation',
} as const;

/** What a new and a stored absence both ask: the kind, whole days or times, from and to, why. */
export function AbsenceFields() {
  const wholeDays: boolean = useWatch({ name: 'wholeDays' });
  return (
    <>
      <ChoiceGroup
        id="absence-kind"
        name="kind"
        legend={<FormattedMessage id="staff.absence.kind" />}
        choices={ABSENCE_KINDS.map((kind) => ({ value: kind, label: <FormattedMessage id={KIND_IDS[kind]} /> }))}
      />
      <SwitchField id="absence-whole-days" name="wholeDays" label={<FormattedMessage id="staff.absence.wholeDays" />} />
      <FieldRow>
        <TextField
          id="absence-start-date"
          name="startDate"
          type="date"
          label={<FormattedMessage id={wholeDays ? 'staff.absence.firstDay' : 'staff.absence.startDate'} />}
        />
        {!wholeDays && (
          <TimeField
            id="absence-start-time"
            name="startTime"
            label={<FormattedMessage id="staff.absence.startTime" />}
          />
        )}
      </FieldRow>
      <FieldRow>
        <TextField
          id="absence-end-date"
          name="endDate"
          type="date"
          label={<FormattedMessage id={wholeDays ? 'staff.absence.lastDay' : 'staff.absence.endDate'} />}
        />
        {!wholeDays && (
          <TimeField id="absence-end-time" name="endTime" label={<FormattedMessage id="staff.absence.endTime" />} />
        )}
      </FieldRow>
      <TextField id="absence-reason" name="reason" label={<FormattedMessage id="staff.absence.reason" />} />
      <TextAreaField
        id="absence-notes"
        name="notes"
        rows={3}
        label={<FormattedMessage id="staff.appointment.notes" />}
      />
    </>
  );
}
