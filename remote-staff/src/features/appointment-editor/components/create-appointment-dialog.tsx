import { useKitForm } from '@booking/shared/forms/use-kit-form';
import { useLocation, useNavigate, useRevalidator, useTypedLoaderData } from '@booking/shared/router';
import { FieldRow } from '@booking/shared/ui/field/field-row';
import { KitForm } from '@booking/shared/ui/form/kit-form';
import { TextAreaField } from '@booking/shared/ui/text-area-field/text-area-field';
import { TextField } from '@booking/shared/ui/text-field/text-field';
import { TimeField } from '@booking/shared/ui/time-field/time-field';
import { useWatch } from 'react-hook-form';
import { FormattedMessage } from 'react-intl';
import { EmployeeSelect } from '../../../common/employee-select/employee-select';
import { useStaffApi } from '../../../common/staff-api/staff-api';
import { DialogFormEnd } from '../../../common/staff-dialog/dialog-form-end';
import { LoadedDialog } from '../../../common/staff-dialog/loaded-dialog';
import { useDialogSubmit } from '../../../common/staff-dialog/use-dialog-submit';
import { createAppointment } from '../api/create-appointment';
import type { CreateAppointmentData, createAppointmentLoader } from '../api/create-appointment-loader';
import { CREATE_FIELD_OF, createFormSchema, toCreateRequest } from '../domain/create-form';
import { CustomerPicker } from './customer-picker';
import { ServicePicker } from './service-picker';

/** `appointments/new`: book at the reception, over the day or week view. */
export function CreateAppointmentDialog() {
  return (
    <LoadedDialog
      loaded={useTypedLoaderData<typeof createAppointmentLoader>()}
      title={<FormattedMessage id="staff.appointment.new.title" />}
    >
      {(data, close) => <CreateAppointmentForm data={data} onCancel={close} />}
    </LoadedDialog>
  );
}

function CreateAppointmentForm({ data, onCancel }: { data: CreateAppointmentData; onCancel: () => void }) {
  const api = useStaffApi();
  const form = useKitForm(createFormSchema, data.prefill);
  const navigate = useNavigate();
  const submit = useDialogSubmit({ form, fieldOf: (field) => CREATE_FIELD_OF[field] });
  const revalidator = useRevalidator();
  const { search } = useLocation();

  async function onValid(values: Parameters<typeof toCreateRequest>[0]) {
    const request = toCreateRequest(
      values,
      data.zone,
      data.services.map((s) => s.id),
    );
    const created = await submit.send(() => createAppointment(api, data.branch, request));
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
      <DialogFormEnd
        failure={submit.failure}
        onRetry={() => void form.handleSubmit(onValid)()}
        busy={submit.busy}
        submitLabel={<FormattedMessage id="staff.appointment.new.submit" />}
        busyLabel={<FormattedMessage id="staff.appointment.new.submitting" />}
        onCancel={onCancel}
      />
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
