import type { ServiceSetting } from '@booking/shared/contract/service-settings';
import { useSubmit } from '@booking/shared/forms/use-submit';
import { useNavigate } from '@booking/shared/router';
import { ConfirmDialog } from '@booking/shared/ui/confirm-dialog/confirm-dialog';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { settingsPath } from '../../../common/settings/settings-sections';
import { useStaffApi } from '../../../common/staff-api/staff-api';
import { StaffSubmitProblem } from '../../../common/submit-problem/staff-submit-problem';
import { removeService, saveService } from '../api/service-settings-calls';

const LIST = settingsPath('services');

/**
 * Deleting a service, or hiding it from online booking when appointments of it are still to
 * come (the API refuses to delete it then, and that refusal leads here too): booked customers
 * keep their appointments, new customers no longer see it.
 */
export function RemoveService({ service }: { service: ServiceSetting }) {
  const api = useStaffApi();
  const navigate = useNavigate();
  const submit = useSubmit({ ownCodes: ['service_has_future_appointments'] });
  const [asking, setAsking] = useState(false);
  const [refused, setRefused] = useState(false);
  const booked = service.future_appointments > 0 || refused;

  async function remove() {
    setAsking(false);
    const outcome = await submit.send(() => removeService(api, service.id));
    if (outcome?.kind === 'done') navigate(LIST);
    else if (outcome?.kind === 'refused' && outcome.error?.code === 'service_has_future_appointments') setRefused(true);
  }
  async function hide() {
    const { id, position, future_appointments, ...fields } = service;
    const outcome = await submit.send(() => saveService(api, id, { ...fields, online_bookable: false }));
    if (outcome?.kind === 'done') navigate(LIST);
  }
  return (
    <section className="services-remove" aria-labelledby="services-remove-title">
      <h2 id="services-remove-title">
        <FormattedMessage id={booked ? 'staff.settings.services.hide.title' : 'staff.settings.services.delete.title'} />
      </h2>
      {booked ? (
        <>
          <p role={refused ? 'alert' : undefined}>
            <FormattedMessage
              id="staff.settings.services.hide.booked"
              values={{ count: Math.max(service.future_appointments, 1) }}
            />
          </p>
          {service.online_bookable ? (
            <button type="button" className="button" onClick={() => void hide()} disabled={submit.busy}>
              <FormattedMessage id="staff.settings.services.hide.action" />
            </button>
          ) : (
            <p className="muted">
              <FormattedMessage id="staff.settings.services.hide.already" />
            </p>
          )}
        </>
      ) : (
        <button
          type="button"
          className="button button-secondary services-delete"
          onClick={() => setAsking(true)}
          disabled={submit.busy}
        >
          <FormattedMessage id="staff.settings.services.delete.action" />
        </button>
      )}
      <StaffSubmitProblem failure={submit.failure} onRetry={() => void (booked ? hide() : remove())} />
      <ConfirmDialog
        open={asking}
        title={<FormattedMessage id="staff.settings.services.delete.confirmTitle" values={{ name: service.name }} />}
        confirmLabel={<FormattedMessage id="staff.settings.services.delete.action" />}
        cancelLabel={<FormattedMessage id="staff.settings.services.delete.keep" />}
        onConfirm={() => void remove()}
        onCancel={() => setAsking(false)}
      >
        <FormattedMessage id="staff.settings.services.delete.confirmBody" />
      </ConfirmDialog>
    </section>
  );
}
