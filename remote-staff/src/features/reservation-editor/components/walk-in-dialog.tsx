import { useKitForm } from '@booking/shared/forms/use-kit-form';
import { useSubmit } from '@booking/shared/forms/use-submit';
import { useNavigate, useRevalidator, useTypedLoaderData } from '@booking/shared/router';
import { KitForm } from '@booking/shared/ui/form/kit-form';
import { TextAreaField } from '@booking/shared/ui/text-area-field/text-area-field';
import { TextField } from '@booking/shared/ui/text-field/text-field';
import { FormattedMessage, useIntl } from 'react-intl';
import { LoadFailure } from '../../../common/dialog-data/failure-message';
import { TableSelect } from '../../../common/host-stand/table-select';
import { StaffDialog } from '../../../common/staff-dialog/staff-dialog';
import { useCloseDialog } from '../../../common/staff-dialog/use-close-dialog';
import { StaffSubmitProblem } from '../../../common/submit-problem/staff-submit-problem';
import { seatWalkInNow } from '../api/reservation-changes';
import type { ReservationEditorData, reservationEditorLoader } from '../api/reservation-editor-loader';
import { toWalkInRequest, WALK_IN_FIELD_OF, type WalkInValues, walkInSchema } from '../reservation-form';
import { PartySizeSelect } from './party-size-select';

/** `walk-in`: a party at the door, seated now at a free table; the table is taken for online guests at once. */
export function WalkInDialog() {
  const loaded = useTypedLoaderData<typeof reservationEditorLoader>();
  const close = useCloseDialog();
  return (
    <StaffDialog title={<FormattedMessage id="staff.host.walkIn.title" />} onClose={close}>
      {loaded.ok ? <WalkInForm data={loaded.data} onCancel={close} /> : <LoadFailure error={loaded.error} />}
    </StaffDialog>
  );
}

function WalkInForm({ data, onCancel }: { data: ReservationEditorData; onCancel: () => void }) {
  const intl = useIntl();
  const defaults: WalkInValues = {
    partySize: String(Math.max(2, data.partySizes.min)),
    name: '',
    table: '',
    notes: '',
  };
  const form = useKitForm(walkInSchema, defaults);
  const navigate = useNavigate();
  const submit = useSubmit({
    form,
    fieldOf: (field) => WALK_IN_FIELD_OF[field],
    onSignedOut: () => navigate('/staff'),
  });
  const revalidator = useRevalidator();

  async function onValid(values: Parameters<typeof toWalkInRequest>[0]) {
    const seated = await submit.send(() => seatWalkInNow(data.branch.slug, toWalkInRequest(values)));
    if (seated?.kind !== 'done') return;
    await revalidator.revalidate();
    navigate(`../reservations/${seated.data.results.reservation.id}`, { replace: true });
  }

  const busy = submit.busy;
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
      <StaffSubmitProblem failure={submit.failure} onRetry={() => void form.handleSubmit(onValid)()} />
      <div className="staff-dialog-actions">
        <button type="submit" className="button" disabled={busy} aria-busy={busy}>
          <FormattedMessage id={busy ? 'staff.host.walkIn.submitting' : 'staff.host.walkIn.submit'} />
        </button>
        <button type="button" className="button button-secondary" onClick={onCancel}>
          <FormattedMessage id="staff.dialog.cancel" />
        </button>
      </div>
    </KitForm>
  );
}
