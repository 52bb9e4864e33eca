import { newIdempotencyKey } from '@booking/shared/flow/draft-store';
import { useNavigate, useParams, useTypedLoaderData } from '@booking/shared/router';
import { useLocale } from '@booking/shared/stores/locale';
import { StepFrame } from '@booking/shared/ui/step-frame/step-frame';
import { useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useStore } from 'zustand';
import { reservationDraftStore } from '../../../common/flow/reservation-draft';
import { stepPath } from '../../../common/flow/reservation-steps';
import { PolicyText } from '../../../common/reservation/policy-text';
import { RequestFailure } from '../../../common/reservation/request-failure';
import { ReservationFacts } from '../../../common/reservation/reservation-facts';
import { sendReservation } from '../api/create-reservation';
import type { confirmLoader } from '../confirm-loader';
import { submitOutcome } from '../domain/submit-outcome';

type Failure = 'network' | 'unexpected' | null;

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
  const inFlight = useRef(false);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<Failure>(null);
  const { contact, start, partySize } = draft;
  // The loader let us in only with these; a cleared draft (another tab booked) shows nothing.
  if (!contact || !start || !partySize) return null;

  async function submit() {
    if (inFlight.current || !contact || !start || !partySize) return;
    inFlight.current = true;
    setSending(true);
    setFailure(null);
    let key = store.getState().draft.idempotencyKey;
    if (!key) {
      key = newIdempotencyKey();
      store.getState().update({ idempotencyKey: key });
    }
    const outcome = submitOutcome(
      await sendReservation({ organization, branch: branchSlug }, key, {
        start,
        party_size: partySize,
        name: contact.name,
        email: contact.email,
        phone: contact.phone,
        ...(contact.special_request.trim() ? { special_request: contact.special_request.trim() } : {}),
        reminder: contact.reminder,
        locale,
      }),
    );
    inFlight.current = false;
    setSending(false);
    switch (outcome.kind) {
      case 'reserved': {
        const { reservation, manage_token } = outcome.data.results;
        store.getState().clear();
        navigate(`/${organization}/${branchSlug}/reserve/confirmed`, {
          replace: true,
          state: { reservation, token: manage_token },
        });
        return;
      }
      case 'time-taken':
        // Another request now: the key belonged to the time that is gone.
        store.getState().update({ start: null, idempotencyKey: null });
        navigate(stepPath(organization, branchSlug, 'details'), { state: { slotTaken: true } });
        return;
      case 'unavailable':
        navigate(`/${organization}/unavailable`, { replace: true });
        return;
      default:
        setFailure(outcome.kind);
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
      {failure && <RequestFailure kind={failure} onRetry={submit} />}
      <div className="actions">
        <button type="button" className="button" disabled={sending} aria-busy={sending} onClick={submit}>
          <FormattedMessage id={sending ? 'gastro.confirm.sending' : 'gastro.confirm.submit'} />
        </button>
      </div>
    </StepFrame>
  );
}
