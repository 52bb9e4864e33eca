import { type CountryCode, getCountryCallingCode } from 'libphonenumber-js/min';
import { type ReactNode, useMemo, useState } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { fieldErrorOf } from '../../forms/zod-resolver';
import { Field } from '../field/field';
import { callingCodeOptions, joinPhone, splitPhone } from './phone-number';
import './phone-field.css';

interface PhoneFieldProps {
  id: string;
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  /** The branch's country: most customers call from there. */
  defaultCountry: CountryCode;
}

/**
 * A calling-code selector and the number, kept as one form value (`+49 170 1234567`) that the
 * contract's `phoneSchema` checks with libphonenumber, as the API does. The label names the
 * number input; the selector has its own label so a screen reader says what it is.
 */
export function PhoneField({ id, name, label, hint, defaultCountry }: PhoneFieldProps) {
  const intl = useIntl();
  const { control } = useFormContext();
  const { field, fieldState } = useController({ name, control });
  const [parts, setParts] = useState(() => splitPhone(String(field.value ?? ''), defaultCountry));
  const options = useMemo(() => callingCodeOptions(intl.locale), [intl.locale]);
  const change = (next: typeof parts) => {
    setParts(next);
    field.onChange(joinPhone(next));
  };
  return (
    <Field id={id} label={label} hint={hint} error={fieldErrorOf(fieldState.error)}>
      {(aria) => (
        <div className="phone-field">
          <label className="visually-hidden" htmlFor={`${id}-country`}>
            <FormattedMessage id="kit.phone.country" />
          </label>
          {/* The closed selector shows the short name and the calling code (`DE +49`), which
              always fit; the open list names every country in full. A select shows its chosen
              option's whole label, which a phone cut to "Deutsch" (no code at all), so the
              select is laid transparent over that short text and still takes the press. */}
          <div className="phone-field-country">
            <span className="phone-field-code" aria-hidden="true">
              {parts.country} +{getCountryCallingCode(parts.country)}
            </span>
            <select
              id={`${id}-country`}
              value={parts.country}
              autoComplete="tel-country-code"
              onChange={(event) => change({ ...parts, country: event.target.value as CountryCode })}
            >
              {options.map((option) => (
                <option key={option.country} value={option.country}>
                  {option.label}
                </option>
              ))}
            </select>
          </div>
          <input
            {...aria}
            ref={field.ref}
            name={field.name}
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            value={parts.national}
            onChange={(event) => change({ ...parts, national: event.target.value })}
            onBlur={field.onBlur}
          />
        </div>
      )}
    </Field>
  );
}
