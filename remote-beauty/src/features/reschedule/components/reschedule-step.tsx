import { useApi } from '@booking/shared/api-client/api-access';
import type { Hold } from '@booking/shared/contract/holds';
import { refusedWith } from '@booking/shared/forms/submit-outcome';
import { useSubmit } from '@booking/shared/forms/use-submit';
import { Link, useNavigate, useParams, useTypedLoaderData } from '@booking/shared/router';
import { FormattedMoney } from '@booking/shared/ui/format/formatted-money';
import { FormattedZoned } from '@booking/shared/ui/format/formatted-zoned';
import { StepFrame } from '@booking/shared/ui/step-frame/step-frame';
import { SubmitProblem } from '@booking/shared/ui/submit-problem/submit-problem';
import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { holdSlot, letGo } from '../../../common/flow/place-hold';
import { SLOT_GONE_CODES } from '../../../common/flow/slot-gone';
import { type ChooseOutcome, TimeChooser } from '../../../common/time-choice/time-chooser';
import type { rescheduleLoader } from '../api/appointment-loader';
import { moveToHold } from '../api/move-appointment';
import { FeeLines } from './fee-lines';

/** What the rescheduled screen shows as "before". */
export interface RescheduledState {
  previousStart: string;
}

type Who = 'same' | 'any';

/**
 * `/{org}/{branch}/{token}/reschedule`: the time choice again for the appointment's services,
 * with the same employee or the first available. The chosen time is held; the quote's fee is
 * shown before the customer confirms; the move is one atomic request.
 */
export function RescheduleStep() {
  const { appointment, quote } = useTypedLoaderData<typeof rescheduleLoader>();
  const { organization = '', branch = '', token = '' } = useParams();
  const navigate = useNavigate();
  const [who, setWho] = useState<Who>('same');
  const [date, setDate] = useState<string | null>(null);
  const [hold, setHold] = useState<Hold | null>(null);
  const [gone, setGone] = useState<{ start: string; round: number } | null>(null);
  const submit = useSubmit({ ownCodes: SLOT_GONE_CODES });
  const api = useApi();
  const summaryPath = `/${organization}/${branch}/${token}`;
  const services = appointment.services.map((service) => service.id);
  const employeeId = who === 'same' ? appointment.employee.id : null;

  // Focus to the step frame's heading when sent back here after a lost slot, so the message is next.
  useEffect(() => {
    if (gone) document.getElementById('step-frame-title')?.focus();
  }, [gone]);

  if (!appointment.changeable || !quote.allowed) {
    return (
      <StepFrame step={1} total={2} title={<FormattedMessage id="beauty.reschedule.title" />} backTo={summaryPath}>
        <p role="alert">
          <FormattedMessage id="error.not_editable" />
        </p>
        <Link to={summaryPath}>
          <FormattedMessage id="beauty.reschedule.backToSummary" />
        </Link>
      </StepFrame>
    );
  }

  const onWho = (value: Who) => {
    if (hold) letGo(api, organization, hold.token);
    setHold(null);
    setWho(value);
  };

  const onChoose = async (start: string): Promise<ChooseOutcome> => {
    if (hold?.start === start) return { kind: 'held' };
    submit.dismiss();
    const outcome = await holdSlot(api, { organization, branch, services, employeeId, start, replaces: hold?.token });
    if (outcome.kind === 'gone' && hold) {
      // Another time than the one held was wanted: confirming must not move to the held one.
      letGo(api, organization, hold.token);
      setHold(null);
    }
    if (outcome.kind !== 'held') return outcome;
    setHold(outcome.hold);
    return { kind: 'held' };
  };

  const onConfirm = async () => {
    if (!hold) return;
    const outcome = await submit.send(() => moveToHold(api, organization, token, hold));
    if (outcome?.kind === 'done') {
      const state: RescheduledState = { previousStart: appointment.start };
      navigate(`${summaryPath}/rescheduled`, { state });
    } else if (refusedWith(outcome, SLOT_GONE_CODES)) {
      // Back to the time choice, the taken time gone from it and said so.
      setGone({ start: hold.start, round: (gone?.round ?? 0) + 1 });
      setHold(null);
    }
  };

  return (
    // Step 1 of 2: the new time, then the rescheduled screen; Back leads to the summary.
    <StepFrame step={1} total={2} title={<FormattedMessage id="beauty.reschedule.title" />} backTo={summaryPath}>
      <div className="reschedule">
        <p>
          <FormattedMessage
            id="beauty.reschedule.current"
            values={{
              services: appointment.services.map((service) => service.name).join(', '),
              when: <FormattedZoned value={appointment.start} dateStyle="full" timeStyle="short" />,
              employee: `${appointment.employee.first_name} ${appointment.employee.last_name}`,
            }}
          />
        </p>
        <fieldset className="employee-choice">
          <legend>
            <FormattedMessage id="beauty.employee.legend" />
          </legend>
          <div className="employee-grid">
            <label className="employee-option">
              <input type="radio" name="who" checked={who === 'same'} onChange={() => onWho('same')} />
              <span>
                <FormattedMessage
                  id="beauty.reschedule.sameEmployee"
                  values={{ name: `${appointment.employee.first_name} ${appointment.employee.last_name}` }}
                />
              </span>
            </label>
            <label className="employee-option">
              <input type="radio" name="who" checked={who === 'any'} onChange={() => onWho('any')} />
              <span>
                <FormattedMessage id="beauty.employee.any" />
              </span>
            </label>
          </div>
        </fieldset>
        <TimeChooser
          key={gone?.round ?? 0}
          organization={organization}
          branch={branch}
          services={services}
          employeeId={employeeId}
          chosen={hold?.start ?? null}
          date={date}
          onDateChange={setDate}
          onChoose={onChoose}
          goneBefore={gone?.start ?? null}
        />
        {hold && (
          <div className="reschedule-confirm">
            <p>
              <FormattedMessage
                id="beauty.reschedule.newTime"
                values={{ when: <FormattedZoned value={hold.start} dateStyle="full" timeStyle="short" /> }}
              />
            </p>
            {quote.total.amount_minor > 0 ? (
              <FeeLines fees={quote.fees} />
            ) : (
              <p className="muted">
                <FormattedMessage id="beauty.reschedule.free" />
              </p>
            )}
            <SubmitProblem
              failure={submit.failure}
              onRetry={() => void onConfirm()}
              networkMessage={<FormattedMessage id="beauty.booking.networkError" />}
            />
            <button type="button" className="button" onClick={() => void onConfirm()} disabled={submit.busy}>
              {quote.total.amount_minor > 0 ? (
                <FormattedMessage
                  id="beauty.reschedule.confirmWithFee"
                  values={{ fee: <FormattedMoney money={quote.total} /> }}
                />
              ) : (
                <FormattedMessage id="beauty.reschedule.confirm" />
              )}
            </button>
          </div>
        )}
      </div>
    </StepFrame>
  );
}
