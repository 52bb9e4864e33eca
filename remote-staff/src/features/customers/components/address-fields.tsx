import { SelectField } from '@booking/shared/ui/select-field/select-field';
import { TextField } from '@booking/shared/ui/text-field/text-field';
import { useMemo } from 'react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { countryOptions } from '../domain/country-options';
import { type CustomerFormValues, emptyAddress } from '../domain/customer-form-values';

/**
 * The customer's addresses, each billing or delivery, as many as needed (none is fine). Each
 * is a fieldset named "Address n" so a screen reader says which one a field belongs to.
 */
export function AddressFields({ country }: { country: string }) {
  const intl = useIntl();
  const { control } = useFormContext<CustomerFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'addresses' });
  const countries = useMemo(() => countryOptions(intl.locale), [intl.locale]);
  const kinds = [
    { value: 'billing', label: intl.formatMessage({ id: 'staff.customers.address.billing' }) },
    { value: 'delivery', label: intl.formatMessage({ id: 'staff.customers.address.delivery' }) },
  ];
  return (
    <fieldset className="customer-form-group">
      <legend>
        <FormattedMessage id="staff.customers.addresses" />
      </legend>
      {fields.length === 0 && (
        <p className="muted">
          <FormattedMessage id="staff.customers.addresses.none" />
        </p>
      )}
      {fields.map((field, index) => {
        const id = `customer-address-${index}`;
        const name = `addresses.${index}`;
        return (
          <fieldset key={field.id} className="customer-address">
            <legend>
              <FormattedMessage id="staff.customers.address.legend" values={{ n: index + 1 }} />
            </legend>
            <div className="customer-form-grid">
              <SelectField
                id={`${id}-kind`}
                name={`${name}.kind`}
                label={<FormattedMessage id="staff.customers.address.kind" />}
              >
                <Options options={kinds} />
              </SelectField>
              <TextField
                id={`${id}-street`}
                name={`${name}.street`}
                autoComplete="off"
                label={<FormattedMessage id="staff.customers.address.street" />}
              />
              <TextField
                id={`${id}-number`}
                name={`${name}.number`}
                autoComplete="off"
                label={<FormattedMessage id="staff.customers.address.number" />}
              />
              <TextField
                id={`${id}-zip`}
                name={`${name}.zip`}
                autoComplete="off"
                label={<FormattedMessage id="staff.customers.address.zip" />}
              />
              <TextField
                id={`${id}-city`}
                name={`${name}.city`}
                autoComplete="off"
                label={<FormattedMessage id="staff.customers.address.city" />}
              />
              <SelectField
                id={`${id}-country`}
                name={`${name}.country`}
                label={<FormattedMessage id="staff.customers.address.country" />}
              >
                <Options options={countries} />
              </SelectField>
            </div>
            <button type="button" className="button button-secondary" onClick={() => remove(index)}>
              <FormattedMessage id="staff.customers.address.remove" values={{ n: index + 1 }} />
            </button>
          </fieldset>
        );
      })}
      <button
        type="button"
        className="button button-secondary"
        onClick={() => append(emptyAddress(country, fields.length === 0 ? 'billing' : 'delivery'))}
      >
        <FormattedMessage id="staff.customers.address.add" />
      </button>
    </fieldset>
  );
}

function Options({ options }: { options: readonly { value: string; label: string }[] }) {
  return options.map((option) => (
    <option key={option.value} value={option.value}>
      {option.label}
    </option>
  ));
}
