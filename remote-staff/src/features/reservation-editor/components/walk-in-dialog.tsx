import { useKitForm } from '@booking/shared/forms/use-kit-form';
import { useNavigate, useRevalidator, useTypedLoaderData } from '@booking/shared/router';
import { KitForm } from '@booking/shared/ui/form/kit-form';
import { TextAreaField } from '@booking/shared/ui/text-area-field/text-area-field';
import { TextField } from '@booking/shared/ui/text-field/text-field';
import { FormattedMessage, useIntl } from 'react-intl';
import { TableSelect } from '../../../common/host-stand/table-select';
import { useStaffApi } from '../../../common/staff-api/staff-api';
import { DialogFormEnd } from '../../../common/staff-dialog/dialog-form-end';
import { LoadedDialog } from '../../../common/staff-dialog/loaded-dialog';
import { useDialogSubmit } from '../../../common/staff-dialog/use-dialog-submit';
import { seatWalkInNow } from '../api/reservation-changes';
import type { ReservationEditorData, reservationEditorLoader } from '../api/reservation-editor-loader';
import { toWalkInRequest, WALK_IN_FIELD_OF, type WalkInValues, walkInSchema } from '../domain/reservation-form';
import { PartySizeSelect } from './party-size-select';

/** `walk-in`: a party at the door, seated now at a free table; the table is taken for online guests at once. */
export function WalkInDialog() {
  return (
    <LoadedDialog
      loaded={useTypedLoaderData<typeof reservationEditorLoader>()}
      title={<FormattedMessage id="staff.host.walkIn.title" />}
    >
      {(data, close) => <WalkInForm data={data} onCancel={close} />}
    </LoadedDialog>
  );
}

function WalkInForm({ data, onCancel }: { data: ReservationEditorData; onCancel: () => void }) {
  const api = useStaffApi();
  const intl = useIntl();
  const defaults: WalkInValues = {
    partySize: String(Math.max(2, data.partySizes.min)),
    name: '',
    table: '',
    notes: '',
  };
  const form = useKitForm(walkInSchema, defaults);
  const navigate = useNavigate();
  const submit = useDialogSubmit({
    form,
    fieldOf: (field) => WALK_IN_FIELD_OF[field],
  });
  const revalidator = useRevalidator();

  async function onValid(values: Parameters<typeof toWalkInRequest>[0]) {
    const seated = await submit.send(() => seatWalkInNow(api, data.branch.slug, toWalkInRequest(values)));
    if (seated?.kind !== 'done') return;
    await revalidator.revalidate();
    navigate(`../reservations/${seated.data.results.reservation.id}`, { replace: true });
  }

  return (
    <KitForm form={form} onValid={onValid}>
      <PartySizeSelect id="walk-in-party" sizes={data.partySizes} />
      <TableSelect
        id="walk-in-table"
        name="table"
        label={<FormattedMessage id="staff.host.table" />}
        areas={data.areas}
        tables={data.freeNow}
        combinations={data.combinationsFreeNow}
        anyLabel={intl.formatMessage({ id: 'staff.host.bestTable' })}
      />
      <TextField
        id="walk-in-name"
        name="name"
        autoComplete="off"
        label={<FormattedMessage id="staff.host.nameOptional" />}
      />
      <TextAreaField id="walk-in-notes" name="notes" rows={2} label={<FormattedMessage id="staff.host.notesLabel" />} />
      <DialogFormEnd
        failure={submit.failure}
        onRetry={() => void form.handleSubmit(onValid)()}
        busy={submit.busy}
        submitLabel={<FormattedMessage id="staff.host.walkIn.submit" />}
        busyLabel={<FormattedMessage id="staff.host.walkIn.submitting" />}
        onCancel={onCancel}
      />
    </KitForm>
  );
}
