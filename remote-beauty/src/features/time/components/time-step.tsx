import { useApi } from '@booking/shared/api-client/api-access';
import { useLocation, useNavigate, useParams, useTypedLoaderData } from '@booking/shared/router';
import { useConfiguration } from '@booking/shared/stores/configuration';
import { StepFrame } from '@booking/shared/ui/step-frame/step-frame';
import { useCallback, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { bookingDraftStore } from '../../../common/flow/booking-draft';
import { HoldTimer, type TimeStepNotice } from '../../../common/flow/hold-timer';
import { holdSlot, letGo } from '../../../common/flow/place-hold';
import { bookingStepPath } from '../../../common/flow/step-guard';
import { parseTimeChoice } from '../../../common/flow/time-choice-url';
import { useBookingDraft } from '../../../common/flow/use-booking-draft';
import { eligibleEmployees, offersEmployeeChoice } from '../../../common/time-choice/eligible-employees';
import { EmployeeChoice, FIRST_AVAILABLE } from '../../../common/time-choice/employee-choice';
import type { ChooseOutcome } from '../../../common/time-choice/time-chooser';
import { TimeChooser } from '../../../common/time-choice/time-chooser';
import type { timeLoader } from '../api/time-loader';

/**
 * Step 2 of 4 (`book/time?services=a,b&employee=x`): who (when the merchant allows choosing,
 * decision 0024) and when. The services and employee are the URL's, so the step can be drawn
 * on the server and shared. Choosing a time holds it at once, so the next steps cannot lose it
 * to someone else.
 */
export function TimeStep() {
  const { employees, choice: loaded, free } = useTypedLoaderData<typeof timeLoader>();
  const { organization = '', branch = '' } = useParams();
  const navigate = useNavigate();
  const location = useLocation();
  const choice = parseTimeChoice(location.search) ?? loaded;
  const notice = (location.state ?? null) as TimeStepNotice | null;
  const allowed = useConfiguration().reservations.customization.allow_employee_selection;
  const { draft, update } = useBookingDraft();
  const api = useApi();
  const [missingTime, setMissingTime] = useState(false);
  // The same function from render to render, so the date picker is not drawn again for nothing.
  const onDateChange = useCallback((date: string) => update({ date }), [update]);
  // The hold on its way, so a Continue tapped right after a time waits for it.
  const holding = useRef<Promise<ChooseOutcome> | null>(null);

  const services = choice.services;
  // The loader gave the tab's draft the URL's choice; an employee chosen here is in the draft at
  // once and in the URL a moment later (the route skips its loader for that), so the draft's
  // shows without a lag. On the server the draft is empty and the URL's shows.
  const chosen = draft.services.join(',') === services.join(',') ? draft.employee : choice.employee;
  const eligible = eligibleEmployees(employees, services);
  const offered = offersEmployeeChoice(allowed, eligible);
  const employee = offered && chosen && eligible.some((e) => e.id === chosen) ? chosen : FIRST_AVAILABLE;
  const employeeId = employee === FIRST_AVAILABLE ? null : employee;

  const onEmployee = (value: string) => {
    if (value === employee) return;
    if (draft.hold) letGo(api, organization, draft.hold.token);
    update({ employee: value, hold: null });
    // Replacing the entry: Back leaves the step rather than walking through every person tried.
    navigate(bookingStepPath(organization, branch, 'time', { services, employee: value }), { replace: true });
  };

  const onChoose = (start: string): Promise<ChooseOutcome> => {
    const placing = placeHoldFor(start);
    holding.current = placing;
    void placing.finally(() => {
      if (holding.current === placing) holding.current = null;
    });
    return placing;
  };

  const placeHoldFor = async (start: string): Promise<ChooseOutcome> => {
    if (draft.hold?.start === start) return { kind: 'held' };
    const replaces = draft.hold?.token;
    const outcome = await holdSlot(api, { organization, branch, services, employeeId, start, replaces });
    if (outcome.kind === 'gone' && replaces) {
      // The visitor wanted another time than the one held: Continue must not go on with it.
      letGo(api, organization, replaces);
      update({ hold: null });
    }
    if (outcome.kind !== 'held') return outcome;
    update({ hold: outcome.hold, date: start.slice(0, 10) });
    setMissingTime(false);
    return { kind: 'held' };
  };

  const onContinue = async () => {
    if (holding.current) await holding.current;
    // Read from the store: the hold may have arrived after this render.
    if (!bookingDraftStore(organization, branch).getState().draft.hold) {
      setMissingTime(true);
      return;
    }
    navigate(bookingStepPath(organization, branch, 'contact'));
  };

  return (
    <StepFrame
      step={2}
      total={4}
      title={<FormattedMessage id="beauty.time.title" />}
      backTo={bookingStepPath(organization, branch, 'services')}
    >
      {offered && <EmployeeChoice employees={eligible} value={employee} onChange={onEmployee} />}
      <TimeChooser
        organization={organization}
        branch={branch}
        services={services}
        employeeId={employeeId}
        chosen={draft.hold?.start ?? null}
        date={draft.date}
        onDateChange={onDateChange}
        onChoose={onChoose}
        goneBefore={notice?.slotGone ?? null}
        preloaded={free}
      />
      <div className="step-actions">
        <HoldTimer />
        {missingTime && (
          <p className="form-error" role="alert">
            <FormattedMessage id="beauty.time.chooseSlot" />
          </p>
        )}
        <button type="button" className="button" onClick={() => void onContinue()}>
          <FormattedMessage id="beauty.flow.continue" />
        </button>
      </div>
    </StepFrame>
  );
}
