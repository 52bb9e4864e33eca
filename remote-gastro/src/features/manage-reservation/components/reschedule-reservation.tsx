import { useApi } from '@booking/shared/api-client/api-access';
import { refusedWith } from '@booking/shared/forms/submit-outcome';
import { useSubmit } from '@booking/shared/forms/use-submit';
import { Navigate, useNavigate, useParams, useTypedLoaderData } from '@booking/shared/router';
import { ErrorText } from '@booking/shared/ui/error-text/error-text';
import { StepFrame } from '@booking/shared/ui/step-frame/step-frame';
import { SubmitProblem } from '@booking/shared/ui/submit-problem/submit-problem';
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { LeadTimeText } from '../../../common/reservation/lead-time-text';
import { TIME_GONE_CODES } from '../../../common/reservation/time-gone';
import { type TableChoice, TableSearch } from '../../../common/table-search/table-search';
import { type rescheduleLoader, sendReschedule } from '../api/reschedule';
import { isLateChange } from '../domain/late-change';

/**
 * `{token}/reschedule`: the details step again (party size changeable) for an existing
 * reservation; the new table is taken before the old one is given up (API), and a time
 * taken meanwhile brings the guest back here with the message, no time chosen. The message
 * takes focus: the guest pressed at the end of the form, and on a phone the top is out of
 * sight (the pressed button, disabled while sending, has lost focus to the page).
 */
export function RescheduleReservation() {
  const { reservation, token, search } = useTypedLoaderData<typeof rescheduleLoader>();
  const { organization = '', branch = '' } = useParams();
  const navigate = useNavigate();
  const [choice, setChoice] = useState<TableChoice>({ partySize: search.partySize, date: search.date, start: null });
  const [missingTime, setMissingTime] = useState(false);
  const [largerParty, setLargerParty] = useState(false);
  const [timeTaken, setTimeTaken] = useState(false);
  const refusal = useRef<HTMLParagraphElement>(null);
  const submit = useSubmit({ ownCodes: TIME_GONE_CODES });
  const api = useApi();
  const busy = submit.busy;
  // Each time taken meanwhile starts a fresh search (the loader's free times are stale then).
  const [round, setRound] = useState(0);
  const base = `/${organization}/${branch}/${token}`;
  useEffect(() => {
    if (timeTaken) refusal.current?.focus();
  }, [timeTaken]);
  if (!reservation.changeable) return <Navigate to={base} replace />;
  const { policy } = reservation;
  const late = isLateChange(Date.now(), reservation.start, policy.cancellation_lead_time, reservation.branch.timezone);

  async function send() {
    if (!choice.start) {
      setMissingTime(true);
      document.getElementById('missing-time')?.focus();
      return;
    }
    const { start, partySize } = choice;
    setTimeTaken(false);
    const outcome = await submit.send(() => sendReschedule(api, organization, token, start, partySize));
    if (outcome?.kind === 'done') {
      navigate(`${base}/confirmed`, { replace: true });
    } else if (refusedWith(outcome, TIME_GONE_CODES)) {
      setChoice({ ...choice, start: null });
      setRound((n) => n + 1);
      setTimeTaken(true);
    }
  }

  return (
    <StepFrame step={1} total={2} title={<FormattedMessage id="gastro.reschedule.title" />} backTo={base}>
      {timeTaken && (
        <p ref={refusal} className="notice notice-error" role="alert" tabIndex={-1}>
          <ErrorText error={{ code: 'slot_taken' }} />
        </p>
      )}
      <form
        className="details-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void send();
        }}
      >
        <TableSearch
          key={round}
          organization={organization}
          branch={search.branch}
          rules={search.rules}
          window={search.window}
          closedDays={search.closedDays}
          value={choice}
          initialSlots={round === 0 ? search.initialSlots : undefined}
          missingTime={missingTime}
          onLargerParty={setLargerParty}
          onChange={(next) => {
            setChoice(next);
            setTimeTaken(false);
          }}
        />
        {late && (
          <p className="notice">
            <FormattedMessage
              id="gastro.reschedule.late"
              values={{ lead: <LeadTimeText lead={policy.cancellation_lead_time} /> }}
            />
          </p>
        )}
        <SubmitProblem
          failure={submit.failure}
          onRetry={send}
          networkMessage={<FormattedMessage id="gastro.error.network" />}
        />
        {!largerParty && (
          <button type="submit" className="button" disabled={busy} aria-busy={busy}>
            <FormattedMessage id="gastro.reschedule.submit" />
          </button>
        )}
      </form>
    </StepFrame>
  );
}
