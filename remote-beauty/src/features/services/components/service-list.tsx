import { formatMoney } from '@booking/shared/i18n/currency';
import { useTypedLoaderData } from '@booking/shared/router';
import { useConfiguration } from '@booking/shared/stores/configuration';
import { useLocale } from '@booking/shared/stores/locale';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { servicesLoader } from '../api/services-loader';
import { groupByCategory } from '../domain/group-by-category';
import { toggleService } from '../domain/service-selection';

/** The first step of a booking (the flow's empty path): the branch's services with prices. */
export function ServiceList() {
  const services = useTypedLoaderData<typeof servicesLoader>();
  const configuration = useConfiguration();
  const locale = useLocale();
  const intl = useIntl();
  const max = configuration.reservations.customization.max_services_per_appointment;
  const [selection, setSelection] = useState<string[]>([]);
  const [limitReached, setLimitReached] = useState(false);

  const onToggle = (id: string) => {
    const result = toggleService(selection, id, max);
    setLimitReached(!result.ok);
    if (result.ok) setSelection(result.selection);
  };

  return (
    <section aria-labelledby="services-title">
      <h1 id="services-title">
        <FormattedMessage id="beauty.services.title" />
      </h1>
      <p className="muted" id="services-hint">
        <FormattedMessage id="beauty.services.hint" values={{ max }} />
      </p>
      {limitReached && (
        <p className="form-error" role="alert">
          <FormattedMessage id="beauty.services.tooMany" values={{ max }} />
        </p>
      )}
      {services.length === 0 && (
        <p className="muted">
          <FormattedMessage id="beauty.services.empty" />
        </p>
      )}
      {groupByCategory(services).map((category) => (
        <fieldset key={category.name} className="service-category" aria-describedby="services-hint">
          <legend>{category.name}</legend>
          <ul className="card-list">
            {category.services.map((service) => (
              <li key={service.id}>
                <label className="card service-option">
                  <input
                    type="checkbox"
                    checked={selection.includes(service.id)}
                    onChange={() => onToggle(service.id)}
                  />
                  <span className="service-text">
                    <span className="card-title">{service.name}</span>
                    <span className="muted">
                      {intl.formatMessage({ id: 'beauty.services.duration' }, { minutes: service.duration_minutes })}
                    </span>
                  </span>
                  <span className="service-price">
                    {formatMoney(service.price.amount_minor, service.price.currency, locale)}
                  </span>
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      ))}
    </section>
  );
}
