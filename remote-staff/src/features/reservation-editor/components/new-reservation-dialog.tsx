import { useKitForm } from '@booking/shared/forms/use-kit-form';
import { useNavigate, useRevalidator, useTypedLoaderData } from '@booking/shared/router';
import { FieldRow } from '@booking/shared/ui/field/field-row';
import { KitForm } from '@booking/shared/ui/form/kit-form';
import { PhoneField } from '@booking/shared/ui/phone-field/phone-field';
import { TextAreaField } from '@booking/shared/ui/text-area-field/text-area-field';
import { EmailField, TextField } from '@booking/shared/ui/text-field/text-field';
import { TimeField } from '@booking/shared/ui/time-field/time-field';
import { FormattedMessage, useIntl } from 'react-intl';
import { TableSelect } from '../../../common/host-stand/table-select';
import { useStaffApi } from '../../../common/staff-api/staff-api';
import { DialogFormEnd } from '../../../common/staff-dialog/dialog-form-end';
import { LoadedDialog } from '../../../common/staff-dialog/loaded-dialog';
import { useDialogSubmit } from '../../../common/staff-dialog/use-dialog-submit';
import { createReservation } from '../api/reservation-changes';
import type { ReservationEditorData, reservationEditorLoader } from '../api/reservation-editor-loader';
import {
  CREATE_FIELD_OF,
  type PhoneReservationValues,
  phoneReservationSchema,
  toCreateRequest,
} from '../domain/reservation-form';
import { PartySizeSelect } from './party-size-select';

type CountryCode = Parameters<typeof PhoneField>[0]['defaultCountry'];

/** `reservations/new`: a reservation taken on the phone, over the service or the floor. */
export function NewReservationDialog() {
  return (
    <LoadedDialog
      loaded={useTypedLoaderData<typeof reservationEditorLoader>()}
      title={<FormattedMessage id="staff.host.new.title" />}
    >
      {(data, close) => <NewReservationForm data={data} onCancel={close} />}
    </LoadedDialog>
  );
}

function NewReservationForm({ data, onCancel }: { data: ReservationEditorData; onCancel: () => void }) {
  const api = useStaffApi();
  const intl = useIntl();
  const defaults: PhoneReservationValues = {
    date: data.date,
    time: '',
    partySize: String(Math.max(2, data.partySizes.min)),
    name: '',
    phone: '',
    email: '',
    specialRequest: '',
    notes: '',
    table: '',
  };
  const form = useKitForm(phoneReservationSchema, defaults);
  const navigate = useNavigate();
  const submit = useDialogSubmit({ form, fieldOf: (field) => CREATE_FIELD_OF[field] });
  const revalidator = useRevalidator();

  async function onValid(values: Parameters<typeof toCreateRequest>[0]) {
    const locale = intl.locale.startsWith('de') ? 'de' : 'en';
    const request = toCreateRequest(values, data.branch.timezone, locale);
    const created = await submit.send(() => createReservation(api, data.branch.slug, request));
    if (created?.kind !== 'done') return;
    await revalidator.revalidate();
    navigate(`../reservations/${created.data.results.reservation.id}`, { replace: true });
  }

  return (
    <KitForm form={form} onValid={onValid}>
      <FieldRow>
        <TextField id="reservation-date" name="date" type="date" label={<FormattedMessage id="staff.host.date" />} />
        <TimeField id="reservation-time" name="time" label={<FormattedMessage id="staff.host.time" />} />
      </FieldRow>
      <PartySizeSelect id="reservation-party" sizes={data.partySizes} />
      <TextField
        id="reservation-name"
        name="name"
        autoComplete="off"
        label={<FormattedMessage id="staff.host.name" />}
      />
      <PhoneField
        id="reservation-phone"
        name="phone"
        label={<FormattedMessage id="staff.host.phone" />}
        defaultCountry={data.branch.country as CountryCode}
      />
      <EmailField
        id="reservation-email"
        name="email"
        autoComplete="off"
        label={<FormattedMessage id="staff.host.emailOptional" />}
        hint={<FormattedMessage id="staff.host.emailHint" />}
      />
      <TableSelect
        id="reservation-table"
        name="table"
        label={<FormattedMessage id="staff.host.table" />}
        areas={data.areas}
        tables={data.tables}
        combinations={data.combinations}
        anyLabel={intl.formatMessage({ id: 'staff.host.bestTable' })}
      />
      <TextAreaField
        id="reservation-request"
        name="specialRequest"
        rows={2}
        label={<FormattedMessage id="staff.host.specialRequest" />}
      />
      <TextAreaField
        id="reservation-notes"
        name="notes"
        rows={2}
        label={<FormattedMessage id="staff.host.notesLabel" />}
      />
      <DialogFormEnd
        failure={submit.failure}
        onRetry={() => void form.handleSubmit(onValid)()}
        busy={submit.busy}
        submitLabel={<FormattedMessage id="staff.host.new.submit" />}
        busyLabel={<FormattedMessage id="staff.host.new.submitting" />}
        onCancel={onCancel}
      />
    </KitForm>
  );
}
