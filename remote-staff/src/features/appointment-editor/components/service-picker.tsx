import type { Service } from '@booking/shared/contract/services';
import { FormattedDuration } from '@booking/shared/ui/format/formatted-duration';
import { FormattedMoney } from '@booking/shared/ui/format/formatted-money';
import { useFormContext } from 'react-hook-form';
import { FormattedMessage } from 'react-intl';
import './service-picker.css';

/**
 * The services of a booking as checkboxes in a fieldset, by category: a salon has a dozen,
 * all visible at once is quicker at the reception than a search. None checked says "Select
 * at least one service" (a service is required).
 */
export function ServicePicker({ name, services }: { name: string; services: readonly Service[] }) {
  const { register, getFieldState, formState } = useFormContext();
  const error = getFieldState(name, formState).error;
  const errorId = `${name}-error`;
  const categories = [...new Set(services.map((s) => s.category))];
  return (
    <fieldset className="service-picker" aria-describedby={error ? errorId : undefined}>
      <legend>
        <FormattedMessage id="staff.appointment.services" />
      </legend>
      {categories.map((category) => (
        <div key={category} className="service-picker-category">
          <p className="service-picker-heading" aria-hidden="true">
            {category}
          </p>
          {services
            .filter((s) => s.category === category)
            .map((service) => (
              <label key={service.id} className="service-choice">
                <input type="checkbox" value={service.id} aria-invalid={Boolean(error)} {...register(name)} />
                <span>
                  {service.name}
                  <span className="service-choice-detail">
                    <FormattedDuration minutes={service.duration_minutes} /> · <FormattedMoney money={service.price} />
                  </span>
                </span>
              </label>
            ))}
        </div>
      ))}
      <div aria-live="polite">
        {error && (
          <p id={errorId} className="field-error">
            <FormattedMessage id="staff.appointment.servicesRequired" />
          </p>
        )}
      </div>
    </fieldset>
  );
}
