import type { StaffReservation } from '@booking/shared/contract/staff-reservations';
import { useKitForm } from '@booking/shared/forms/use-kit-form';
import { zoneOf } from '@booking/shared/time/zone-of';
import { FieldRow } from '@booking/shared/ui/field/field-row';
import { SelectField } from '@booking/shared/ui/select-field/select-field';
import { TextField } from '@booking/shared/ui/text-field/text-field';
import { TimeField } from '@booking/shared/ui/time-field/time-field';
import { FormattedMessage, useIntl } from 'react-intl';
import { SectionForm } from '../../../common/section-form/section-form';
import { useStaffApi } from '../../../common/staff-api/staff-api';
import { useSectionChange } from '../../../common/staff-dialog/use-section-change';
import { FocusedSubmitProblem } from '../../../common/submit-problem/focused-submit-problem';
import { wallOf } from '../../../common/wall-time/wall-time';
import { updateReservation } from '../api/reservation-changes';
import { CHANGE_FIELD_OF, type ChangeFormValues, changeFormSchema, toChangeRequest } from '../domain/change-form';

const zoneOfReservation = (r: StaffReservation) => zoneOf(r.start) ?? 'UTC';
const defaultsOf = (r: StaffReservation): ChangeFormValues => ({
  ...wallOf(r.start, zoneOfReservation(r)),
  partySize: String(r.party_size),
  notes: r.notes ?? '',
});

/**
 * Time, party size and the staff's notes in one form. A new time or party keeps the table
 * when it still seats them and is free, else the API takes the best free one; when no table
 * can, the reason is said beside the button, with focus on it, and what was typed stays.
 */
export function ChangeForm({ reservation, largestParty }: { reservation: StaffReservation; largestParty: number }) {
  const api = useStaffApi();
  const intl = useIntl();
  const form = useKitForm(changeFormSchema, defaultsOf(reservation));
  const { submit, done, change, forget } = useSectionChange({ form, fieldOf: (field) => CHANGE_FIELD_OF[field] });

  async function onValid(values: Parameters<typeof toChangeRequest>[0]) {
    forget();
    const request = toChangeRequest(values, reservation, zoneOfReservation(reservation));
    if (Object.keys(request).length === 0) return;
    await change(
      () => updateReservation(api, reservation.id, request),
      (data) => defaultsOf(data.results.reservation),
    );
  }

  const sizes = Array.from({ length: largestParty }, (_, i) => i + 1);
  const busy = submit.busy;
  return (
    <SectionForm
      id="change"
      title={<FormattedMessage id="staff.host.change.title" />}
      done={done && <FormattedMessage id="staff.host.change.done" />}
      form={form}
      onValid={onValid}
    >
      <FieldRow>
        <TextField id="change-date" name="date" type="date" label={<FormattedMessage id="staff.host.date" />} />
        <TimeField id="change-time" name="time" label={<FormattedMessage id="staff.host.time" />} />
      </FieldRow>
      <SelectField id="change-party" name="partySize" label={<FormattedMessage id="staff.host.partySize" />}>
        {sizes.map((size) => (
          <option key={size} value={String(size)}>
            {intl.formatMessage({ id: 'staff.host.guests' }, { count: size })}
          </option>
        ))}
      </SelectField>
      <TextField
        id="change-notes"
        name="notes"
        autoComplete="off"
        label={<FormattedMessage id="staff.host.notesLabel" />}
      />
      <div className="staff-dialog-actions">
        <button type="submit" className="button button-secondary" disabled={busy} aria-busy={busy}>
          <FormattedMessage id="staff.host.change.submit" />
        </button>
      </div>
      <FocusedSubmitProblem failure={submit.failure} onRetry={() => void form.handleSubmit(onValid)()} />
    </SectionForm>
  );
}
