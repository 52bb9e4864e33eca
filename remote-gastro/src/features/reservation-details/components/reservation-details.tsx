import { useTypedLoaderData } from '@booking/shared/router';
import { useConfiguration } from '@booking/shared/stores/configuration';
import { useId, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import type { branchLoader } from '../api/branch-loader';
import { bookingWindow } from '../domain/booking-window';

const PARTY_SIZES = Array.from({ length: 10 }, (_, i) => i + 1);

/** First reservation step: the guest picks the day and the party size at the chosen location. */
export function ReservationDetails() {
  const branch = useTypedLoaderData<typeof branchLoader>();
  const customization = useConfiguration().reservations.customization;
  const [window] = useState(() =>
    bookingWindow(
      new Date(),
      customization.min_booking_lead_time,
      customization.max_booking_lead_time,
      branch.timezone,
    ),
  );
  const [date, setDate] = useState(window.first);
  const [party, setParty] = useState(2);
  const dateId = useId();
  const partyId = useId();
  return (
    <section aria-labelledby="details-title">
      <h1 id="details-title">
        <FormattedMessage id="gastro.details.title" />
      </h1>
      <p className="muted">
        {branch.name} · {branch.street}, {branch.zip} {branch.city}
      </p>
      <form className="details-form" onSubmit={(event) => event.preventDefault()}>
        <div className="field">
          <label htmlFor={dateId}>
            <FormattedMessage id="gastro.details.date" />
          </label>
          <input
            id={dateId}
            type="date"
            required
            min={window.first}
            max={window.last}
            value={date}
            onChange={(event) => setDate(event.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor={partyId}>
            <FormattedMessage id="gastro.details.partySize" />
          </label>
          <select id={partyId} value={party} onChange={(event) => setParty(Number(event.target.value))}>
            {PARTY_SIZES.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </div>
      </form>
    </section>
  );
}
