import { useApi } from '@booking/shared/api-client/api-access';
import { newIdempotencyKey } from '@booking/shared/flow/draft-store';
import { refusedWith } from '@booking/shared/forms/submit-outcome';
import { useSubmit } from '@booking/shared/forms/use-submit';
import { useNavigate, useParams, useTypedLoaderData } from '@booking/shared/router';
import { useLocale } from '@booking/shared/stores/locale';
import { StepFrame } from '@booking/shared/ui/step-frame/step-frame';
import { SubmitProblem } from '@booking/shared/ui/submit-problem/submit-problem';
import { FormattedMessage } from 'react-intl';
import { useStore } from 'zustand';
import { reservationDraftStore } from '../../../common/flow/reservation-draft';
import { stepPath } from '../../../common/flow/reservation-steps';
import { PolicyText } from '../../../common/reservation/policy-text';
import { ReservationFacts } from '../../../common/reservation/reservation-facts';
import { TIME_GONE_CODES } from '../../../common/reservation/time-gone';
import type { confirmLoader } from '../api/confirm-loader';
import { sendReservation } from '../api/create-reservation';

/**
 * Step 3: everything chosen, the policy in words, and one submit. The idempotency key is
 * made and stored before the request goes out, so a retry (after a network failure, even
 * after a reload) sends the same key and the API reserves at most once.
 */
export function ReservationConfirm() {
  const { branch, policy } = useTypedLoaderData<typeof confirmLoader>();
  const { organization = '', branch: branchSlug = '' } = useParams();
  const store = reservationDraftStore(organization, branchSlug);
  const draft = useStore(store, (state) => state.draft);
  const locale = useLocale();
  const navigate = useNavigate();
  const submit = useSubmit({ idempotent: true, ownCodes: [...TIME_GONE_CODES, 'reservations_unavailable'] });
  const api = useApi();
  const sending = submit.busy;
  const { contact, start, partySize } = draft;
  // The loader let us in only with these; a cleared draft (another tab booked) shows nothing.
  if (!contact || !start || !partySize) return null;

  async function reserve() {
    if (!contact || !start || !partySize) return;
    const key = store.getState().draft.idempotencyKey ?? newIdempotencyKey();
    store.getState().update({ idempotencyKey: key });
    const body = {
      start,
      party_size: partySize,
      name: contact.name,
      email: contact.email,
      phone: contact.phone,
      ...(contact.special_request.trim() ? { special_request: contact.special_request.trim() } : {}),
      reminder: contact.reminder,
      locale,
    };
    const outcome = await submit.send(() => sendReservation(api, { organization, branch: branchSlug }, key, body));
    if (outcome?.kind === 'done') {
      const { reservation, manage_token } = outcome.data.results;
      store.getState().clear();
      navigate(`/${organization}/${branchSlug}/reserve/confirmed`, {
        replace: true,
        state: { reservation, token: manage_token },
      });
    } else if (refusedWith(outcome, TIME_GONE_CODES)) {
      // Another request now: the key belonged to the time that is gone.
      store.getState().update({ start: null, idempotencyKey: null });
      navigate(stepPath(organization, branchSlug, 'details'), { state: { slotTaken: true } });
    } else if (refusedWith(outcome, ['reservations_unavailable'])) {
      navigate(`/${organization}/unavailable`, { replace: true });
    }
  }

  const reminder = <FormattedMessage id={`gastro.reminder.${contact.reminder}`} />;
  return (
    <StepFrame
      step={3}
      total={3}
      title={<FormattedMessage id="gastro.confirm.title" />}
      backTo={stepPath(organization, branchSlug, 'contact')}
    >
      <ReservationFacts
        start={start}
        partySize={partySize}
        place={`${branch.name}, ${branch.street}, ${branch.zip} ${branch.city}`}
        more={[
          { term: <FormattedMessage id="gastro.contact.name" />, value: contact.name },
          { term: <FormattedMessage id="gastro.contact.email" />, value: contact.email },
          { term: <FormattedMessage id="gastro.contact.phone" />, value: contact.phone },
          ...(contact.special_request.trim()
            ? [{ term: <FormattedMessage id="gastro.contact.specialRequest" />, value: contact.special_request }]
            : []),
          { term: <FormattedMessage id="gastro.contact.reminder" />, value: reminder },
        ]}
      />
      <PolicyText policy={policy} />
      <SubmitProblem
        failure={submit.failure}
        onRetry={reserve}
        networkMessage={<FormattedMessage id="gastro.error.network" />}
      />
      <div className="actions">
        <button type="button" className="button" disabled={sending} aria-busy={sending} onClick={reserve}>
          <FormattedMessage id={sending ? 'gastro.confirm.sending' : 'gastro.confirm.submit'} />
        </button>
      </div>
    </StepFrame>
  );
}
