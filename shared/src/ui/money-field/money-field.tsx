import type { ReactNode } from 'react';
import { useState } from 'react';
import { useController } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { fieldErrorOf } from '../../forms/zod-resolver';
import { Field } from '../field/field';
import { moneyAffixesOf, moneyTextOf, parseMoneyText } from './money-text';
import './money-field.css';

interface MoneyFieldProps {
  id: string;
  /** The form's field: the amount in minor units, null when empty, NaN when the text is no amount. */
  name: string;
  /** ISO 4217: its sign is drawn where the language writes it, its decimals bound the typing. */
  currency: string;
  label: ReactNode;
  hint?: ReactNode;
  required?: boolean;
}

/** What the form holds for a typed text: null (empty), NaN (no amount: the schema refuses it) or minor units. */
const amountOf = (text: string, locale: string, currency: string) =>
  text.trim() === '' ? null : (parseMoneyText(text, locale, currency) ?? Number.NaN);

/**
 * An amount typed and read in the form's language (`5,50 €` in German, `€5.50` in English),
 * held by the form in minor units so that every form checks the number and not the text.
 * Leaving the field writes a read amount the language's way (`5,5` becomes `5,50`).
 */
export function MoneyField({ id, name, currency, label, hint, required }: MoneyFieldProps) {
  const { locale } = useIntl();
  const { field, fieldState } = useController({ name });
  const error = fieldErrorOf(fieldState.error);
  const textOf = (value: unknown) =>
    typeof value === 'number' && Number.isFinite(value) ? moneyTextOf(value, locale, currency) : '';
  const [text, setText] = useState(() => textOf(field.value));
  // A value set from outside (the form reset after saving) shows as written by the language.
  const shown = Object.is(amountOf(text, locale, currency), field.value ?? null) ? text : textOf(field.value);
  const { prefix, suffix } = moneyAffixesOf(locale, currency);
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      {(control) => (
        <span className="money-field">
          {prefix && (
            <span className="money-field-sign" aria-hidden="true">
              {prefix}
            </span>
          )}
          <input
            {...control}
            ref={field.ref}
            name={field.name}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            required={required}
            value={shown}
            onChange={(event) => {
              setText(event.target.value);
              field.onChange(amountOf(event.target.value, locale, currency));
            }}
            onBlur={() => {
              const amount = amountOf(shown, locale, currency);
              if (typeof amount === 'number' && Number.isFinite(amount)) setText(moneyTextOf(amount, locale, currency));
              field.onBlur();
            }}
          />
          {suffix && (
            <span className="money-field-sign" aria-hidden="true">
              {suffix}
            </span>
          )}
        </span>
      )}
    </Field>
  );
}
