import { TextField } from '@booking/shared/ui/text-field/text-field';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { FormattedMessage } from 'react-intl';
import type { BranchFormValues } from '../domain/branch-form-values';

/** Single dates the branch is closed (a holiday, a training day), each with a reason for the team. */
export function ClosedDaysFields() {
  const { control } = useFormContext<BranchFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'closed_days' });
  return (
    <fieldset className="branch-form-group">
      <legend>
        <FormattedMessage id="staff.settings.branches.closedDays" />
      </legend>
      <p className="muted">
        <FormattedMessage id="staff.settings.branches.closedDaysHint" />
      </p>
      {fields.map((field, index) => (
        <div key={field.id} className="branch-period">
          <TextField
            id={`branch-closed-${index}-date`}
            name={`closed_days.${index}.date`}
            type="date"
            label={<FormattedMessage id="staff.settings.branches.closedDate" values={{ n: index + 1 }} />}
          />
          <TextField
            id={`branch-closed-${index}-reason`}
            name={`closed_days.${index}.reason`}
            autoComplete="off"
            label={<FormattedMessage id="staff.settings.branches.closedReason" values={{ n: index + 1 }} />}
          />
          <button type="button" className="button button-secondary" onClick={() => remove(index)}>
            <FormattedMessage id="staff.settings.branches.removeClosedDay" values={{ n: index + 1 }} />
          </button>
        </div>
      ))}
      <button type="button" className="button button-secondary" onClick={() => append({ date: '', reason: '' })}>
        <FormattedMessage id="staff.settings.branches.addClosedDay" />
      </button>
    </fieldset>
  );
}
