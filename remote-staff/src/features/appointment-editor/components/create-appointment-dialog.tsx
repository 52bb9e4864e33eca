import { useKitForm } from '@booking/shared/forms/use-kit-form';
import { useSubmit } from '@booking/shared/forms/use-submit';
import { useLocation, useNavigate, useRevalidator, useTypedLoaderData } from '@booking/shared/router';
import { FieldRow } from '@booking/shared/ui/field/field-row';
import { KitForm } from '@booking/shared/ui/form/kit-form';
import { TextAreaField } from '@booking/shared/ui/text-area-field/text-area-field';
import { TextField } from '@booking/shared/ui/text-field/text-field';
import { TimeField } from '@booking/shared/ui/time-field/time-field';
import { useWatch } from 'react-hook-form';
import { FormattedMessage } from 'react-intl';
import { LoadFailure } from '../../../common/dialog-data/failure-message';
import { EmployeeSelect } from '../../../common/employee-select/employee-select';
import { StaffDialog } from '../../../common/staff-dialog/staff-dialog';
import { useCloseDialog } from '../../../common/staff-dialog/use-close-dialog';
import { StaffSubmitProblem } from '../../../common/submit-problem/staff-submit-problem';
import { createAppointment } from '../api/create-appointment';
import type { CreateAppointmentData, createAppointmentLoader } from '../api/create-appointment-loader';
import { CREATE_FIELD_OF, createFormSchema, toCreateRequest } from '../create-form';
import { CustomerPicker } from './customer-picker';
import { ServicePicker } from './service-picker';

/** `appointments/new`: book at the reception, over the day or week view. */
export function CreateAppointmentDialog() {
  const loaded = useTypedLoaderData<typeof createAppointmentLoader>();
  const close = useCloseDialog();
  return (
    <StaffDialog title={<FormattedMessage id="staff.appointment.new.title" />} onClose={close}>
      {loaded.ok ? <CreateAppointmentForm data={loaded.data} onCancel={close} /> : <LoadFailure error={loaded.error} />}
    </StaffDialog>
  );
}

function CreateAppointmentForm({ data, onCancel }: { data: CreateAppointmentData; onCancel: () => void }) {
  const form = useKitForm(createFormSchema, data.prefill);
  const navigate = useNavigate();
  const submit = useSubmit({ form, fieldOf: (field) => CREATE_FIELD_OF[field], onSignedOut: () => navigate('/staff') });
  const revalidator = useRevalidator();
  const { search } = useLocation();

  async function onValid(values: Parameters<typeof toCreateRequest>[0]) {
    const request = toCreateRequest(
      values,
      data.zone,
      data.services.map((s) => s.id),
    );
    const created = await submit.send(() => createAppointment(data.branch, request));
    if (created?.kind !== 'done') return;
    // The calendar behind reads its data again, then the new appointment opens in its place.
    await revalidator.revalidate();
    const query = new URLSearchParams(search);
    query.delete('start');
    navigate(
      { pathname: `../appointments/${created.data.results.appointment.id}`, search: query.size ? `?${query}` : '' },
      { replace: true },
    );
  }

  const busy = submit.busy;
  return (
    <KitForm form={form} onValid={onValid}>
      <ServicePicker name="services" services={data.services} />
      <EmployeeSelect
        id="appointment-employee"
        name="employee"
        label={<FormattedMessage id="staff.appointment.employee" />}
        employees={data.employees}
      />
      <FieldRow>
        <TextField
          id="appointment-date"
          name="date"
          type="date"
          label={<FormattedMessage id="staff.appointment.date" />}
        />
        <TimeField id="appointment-time" name="time" label={<FormattedMessage id="staff.appointment.time" />} />
      </FieldRow>
      <fieldset className="staff-fieldset">
        <legend>
          <FormattedMessage id="staff.appointment.customer" />
        </legend>
        <CustomerPicker name="customerId" country={data.country} />
        <WalkInName />
      </fieldset>
      <TextAreaField
        id="appointment-notes"
        name="notes"
        rows={3}
        label={<FormattedMessage id="staff.appointment.notes" />}
      />
      <StaffSubmitProblem failure={submit.failure} onRetry={() => void form.handleSubmit(onValid)()} />
      <div className="staff-dialog-actions">
        <button type="submit" className="button" disabled={busy} aria-busy={busy}>
          <FormattedMessage id={busy ? 'staff.appointment.new.submitting' : 'staff.appointment.new.submit'} />
        </button>
        <button type="button" className="button button-secondary" onClick={onCancel}>
          <FormattedMessage id="staff.dialog.cancel" />
        </button>
      </div>
    </KitForm>
  );
}

/** The walk-in's name, for an appointment without a customer from the file. */
function WalkInName() {
  const customerId: string = useWatch({ name: 'customerId' });
  if (customerId) return null;
  return (
    <TextField
      id="appointment-walk-in"
      name="walkInName"
      autoComplete="off"
      label={<FormattedMessage id="staff.appointment.walkInName" />}
      hint={<FormattedMessage id="staff.appointment.walkInHint" />}
    />
  );
}
