import { useLocation, useNavigate, useParams, useTypedLoaderData } from '@booking/shared/router';
import { StepFrame } from '@booking/shared/ui/step-frame/step-frame';
import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useStore } from 'zustand';
import { reservationDraftStore } from '../../../common/flow/reservation-draft';
import { stepPath } from '../../../common/flow/reservation-steps';
import { type TableChoice, TableSearch } from '../../../common/table-search/table-search';
import type { detailsLoader } from '../api/details-loader';

/** Set by the confirm step when the chosen time was taken meanwhile. */
export interface DetailsState {
  slotTaken?: boolean;
}

/** Step 1: party size, day and a free time; every choice goes into the draft at once. */
export function ReservationDetails() {
  const data = useTypedLoaderData<typeof detailsLoader>();
  const { organization = '', branch = '' } = useParams();
  const store = reservationDraftStore(organization, branch);
  const start = useStore(store, (state) => state.draft.start);
  const navigate = useNavigate();
  const location = useLocation();
  const slotTaken = (location.state as DetailsState | null)?.slotTaken === true;
  const [missingTime, setMissingTime] = useState(false);
  const [largerParty, setLargerParty] = useState(false);
  const [attempts, setAttempts] = useState(0);
  const choice: TableChoice = {
    partySize: useStore(store, (state) => state.draft.partySize) ?? data.partySize,
    date: useStore(store, (state) => state.draft.date) ?? data.date,
    start,
  };

  useEffect(() => {
    // A guest who pressed Continue without a time hears why, and lands where to pick one.
    if (attempts > 0) document.getElementById('missing-time')?.focus();
  }, [attempts]);

  return (
    <StepFrame step={1} total={3} title={<FormattedMessage id="gastro.details.title" />} place={data.branch}>
      {slotTaken && start === null && (
        <p className="notice notice-error" role="alert">
          {/* ErrorText's id for slot_taken, spelled out to keep its map off the first screen (decision 0027). */}
          <FormattedMessage id="error.slot_taken" />
        </p>
      )}
      <form
        className="details-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (choice.start === null) {
            setMissingTime(true);
            setAttempts((n) => n + 1);
            return;
          }
          store.getState().update({ partySize: choice.partySize, date: choice.date });
          navigate(stepPath(organization, branch, 'contact'));
        }}
      >
        <TableSearch
          organization={organization}
          branch={data.branch}
          rules={data.rules}
          window={data.window}
          closedDays={data.closedDays}
          value={choice}
          initialSlots={data.initialSlots}
          missingTime={missingTime}
          onLargerParty={setLargerParty}
          onChange={(next) => store.getState().update(next)}
        />
        {!largerParty && (
          <button type="submit" className="button">
            <FormattedMessage id="gastro.flow.continue" />
          </button>
        )}
      </form>
    </StepFrame>
  );
}
