import { useApi } from '@booking/shared/api-client/api-access';
import type { Service } from '@booking/shared/contract/services';
import {
  Link,
  useLocation,
  useNavigate,
  useNavigation,
  useParams,
  useRevalidator,
  useTypedLoaderData,
} from '@booking/shared/router';
import { useConfiguration } from '@booking/shared/stores/configuration';
import { useFormatDuration } from '@booking/shared/ui/format/formatted-duration';
import { FormattedMoney, useFormatMoney } from '@booking/shared/ui/format/formatted-money';
import { InlineError } from '@booking/shared/ui/inline-error/inline-error';
import { Skeleton } from '@booking/shared/ui/skeleton/skeleton';
import { StepFrame } from '@booking/shared/ui/step-frame/step-frame';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { bookingDraftStore } from '../../../common/flow/booking-draft';
import { bookingStepPath } from '../../../common/flow/step-guard';
import { CHOICE_UNAVAILABLE } from '../../../common/flow/time-choice-url';
import { useBookingDraft } from '../../../common/flow/use-booking-draft';
import type { servicesLoader } from '../api/services-loader';
import { groupByCategory } from '../domain/group-by-category';
import { runningTotal } from '../domain/running-total';
import { toggleService } from '../domain/service-selection';

/** The first step of a booking (the flow's empty path): the branch's services with prices. */
export function ServiceList() {
  const data = useTypedLoaderData<typeof servicesLoader>();
  const revalidator = useRevalidator();
  const navigation = useNavigation();
  const intl = useIntl();
  const title = <FormattedMessage id="beauty.services.title" />;
  if (!data.ok) {
    return (
      <StepFrame step={1} total={4} title={title}>
        {revalidator.state === 'loading' || navigation.state === 'loading' ? (
          <Skeleton rows={4} />
        ) : (
          <InlineError
            message={intl.formatMessage({ id: 'beauty.services.loadFailed' })}
            onRetry={() => void revalidator.revalidate()}
          />
        )}
      </StepFrame>
    );
  }
  return (
    <StepFrame step={1} total={4} title={title}>
      <ServiceChoice services={data.data.results.services} />
    </StepFrame>
  );
}

function ServiceChoice({ services }: { services: Service[] }) {
  const { organization = '', branch = '' } = useParams();
  const configuration = useConfiguration();
  const formatDuration = useFormatDuration();
  const formatMoney = useFormatMoney();
  const max = configuration.reservations.customization.max_services_per_appointment;
  const { draft, update } = useBookingDraft();
  const api = useApi();
  // Only services still on the menu count: a draft from last week may name one since removed.
  const offered = new Set(services.map((service) => service.id));
  const selection = draft.services.filter((id) => offered.has(id));
  const [missing, setMissing] = useState(false);
  // A time step link asked for what the branch does not offer: choose again, the draft as it was.
  const unavailable = new URLSearchParams(useLocation().search).toString() === CHOICE_UNAVAILABLE;
  const atLimit = selection.length >= max;
  const total = runningTotal(services, selection);
  // The time step arrives with its free times: on a slow line the wait is said where it was asked for.
  const navigation = useNavigation();
  const navigate = useNavigate();
  const loadingTimes = navigation.state === 'loading' && navigation.location.pathname.endsWith('/book/time');

  const onToggle = (id: string) => {
    const result = toggleService(selection, id, max);
    if (!result.ok) return;
    setMissing(false);
    // Other services need another time: a held slot no longer fits and is given back.
    // Loaded on demand: the hold calls are the time step's code, not this step's bytes.
    const held = draft.hold;
    if (held) void import('../../../common/flow/place-hold').then(({ letGo }) => letGo(api, organization, held.token));
    update({ services: result.selection, hold: null });
  };

  // A press handed over with a tick made before the app ran (shell's take-over) reaches this
  // button before the tick's render: the draft, not this render's selection, says what is chosen.
  const onContinue = () => {
    const chosen = bookingDraftStore(organization, branch).getState().draft;
    const services = chosen.services.filter((id) => offered.has(id));
    if (services.length === 0) setMissing(true);
    else navigate(bookingStepPath(organization, branch, 'time', { services, employee: chosen.employee }));
  };

  return (
    <>
      {unavailable && (
        <p className="form-error" role="alert">
          <FormattedMessage id="beauty.services.choiceUnavailable" />
        </p>
      )}
      <p className="muted services-hint" id="services-hint">
        <FormattedMessage id="beauty.services.hint" values={{ max }} />
      </p>
      {services.length === 0 && (
        <p className="muted">
          <FormattedMessage id="beauty.services.empty" />
        </p>
      )}
      {groupByCategory(services).map((category) => (
        <fieldset key={category.name} className="service-category" aria-describedby="services-hint">
          <legend>{category.name}</legend>
          <ul className="card-list">
            {category.services.map((service) => {
              const chosen = selection.includes(service.id);
              return (
                <li key={service.id}>
                  <label className="card service-option" data-disabled={!chosen && atLimit ? 'true' : undefined}>
                    <input
                      type="checkbox"
                      value={service.id}
                      checked={chosen}
                      disabled={!chosen && atLimit}
                      aria-describedby={!chosen && atLimit ? 'services-limit' : undefined}
                      onChange={() => onToggle(service.id)}
                    />
                    <span className="service-text">
                      <span className="card-title">{service.name}</span>
                      {service.description && <span className="service-description">{service.description}</span>}
                      <span className="muted">{formatDuration(service.duration_minutes)}</span>
                    </span>
                    <span className="service-price">
                      <FormattedMoney money={service.price} />
                    </span>
                  </label>
                </li>
              );
            })}
          </ul>
        </fieldset>
      ))}
      <div className="service-summary">
        <p aria-live="polite" className="service-total">
          {selection.length === 0 ? (
            <FormattedMessage id="beauty.services.noneChosen" />
          ) : (
            <FormattedMessage
              id="beauty.services.total"
              values={{
                count: selection.length,
                duration: formatDuration(total.minutes),
                price: total.price ? formatMoney(total.price) : '',
              }}
            />
          )}
        </p>
        {atLimit && (
          <p className="form-error" id="services-limit" role="status">
            <FormattedMessage id="beauty.services.tooMany" values={{ max }} />
          </p>
        )}
        {missing && selection.length === 0 && (
          <p className="form-error" role="alert">
            <FormattedMessage id="beauty.services.chooseOne" />
          </p>
        )}
        {selection.length > 0 ? (
          <Link
            className="button"
            to={bookingStepPath(organization, branch, 'time', { services: selection, employee: draft.employee })}
            aria-busy={loadingTimes}
          >
            <FormattedMessage id={loadingTimes ? 'beauty.services.loadingTimes' : 'beauty.flow.continue'} />
          </Link>
        ) : (
          <button type="button" className="button" onClick={onContinue}>
            <FormattedMessage id="beauty.flow.continue" />
          </button>
        )}
      </div>
    </>
  );
}
