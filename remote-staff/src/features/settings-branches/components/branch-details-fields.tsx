import { addressCountryCodes } from '@booking/shared/contract/customers';
import { PhoneField } from '@booking/shared/ui/phone-field/phone-field';
import { SelectField } from '@booking/shared/ui/select-field/select-field';
import { TextField } from '@booking/shared/ui/text-field/text-field';
import { useEffect, useMemo, useRef } from 'react';
import { useFormContext } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import type { BranchFormValues } from '../domain/branch-form-values';
import { zoneChoices, zoneOfCountry } from '../domain/zone-choices';

type CountryCode = Parameters<typeof PhoneField>[0]['defaultCountry'];

/**
 * Name, page address, postal address, phone and time zone. The zone follows the country
 * until bookings were made in it; then it is shown with the reason it stays.
 */
export function BranchDetailsFields({ organization, zoneLocked }: { organization: string; zoneLocked: boolean }) {
  const intl = useIntl();
  const { watch, setValue, getValues } = useFormContext<BranchFormValues>();
  const country = watch('country');
  const countries = useMemo(() => {
    const names = new Intl.DisplayNames([intl.locale], { type: 'region' });
    return addressCountryCodes()
      .map((code) => ({ value: code, label: names.of(code) ?? code }))
      .sort((a, b) => a.label.localeCompare(b.label, intl.locale));
  }, [intl.locale]);
  const zones = useMemo(() => zoneChoices(getValues('timezone')), [getValues]);
  const firstCountry = useRef(country);
  useEffect(() => {
    if (zoneLocked || country === firstCountry.current) return;
    firstCountry.current = country;
    const zone = zoneOfCountry(country);
    if (zone) setValue('timezone', zone, { shouldDirty: true });
  }, [country, zoneLocked, setValue]);
  const slug = watch('slug');
  return (
    <fieldset className="branch-form-group">
      <legend>
        <FormattedMessage id="staff.settings.branches.details" />
      </legend>
      <div className="branch-form-grid">
        <TextField
          id="branch-name"
          name="name"
          autoComplete="off"
          required
          label={<FormattedMessage id="staff.settings.branches.name" />}
          hint={<FormattedMessage id="staff.settings.branches.nameHint" />}
        />
        <TextField
          id="branch-slug"
          name="slug"
          autoComplete="off"
          required
          label={<FormattedMessage id="staff.settings.branches.slug" />}
          hint={
            <FormattedMessage
              id="staff.settings.branches.slugHint"
              values={{ path: `/${organization}/${slug || '…'}` }}
            />
          }
        />
        <TextField
          id="branch-street"
          name="street"
          autoComplete="off"
          required
          label={<FormattedMessage id="staff.settings.branches.street" />}
        />
        <TextField
          id="branch-number"
          name="house_number"
          autoComplete="off"
          label={<FormattedMessage id="staff.settings.branches.number" />}
        />
        <TextField
          id="branch-zip"
          name="zip"
          autoComplete="off"
          required
          label={<FormattedMessage id="staff.settings.branches.zip" />}
        />
        <TextField
          id="branch-city"
          name="city"
          autoComplete="off"
          required
          label={<FormattedMessage id="staff.settings.branches.city" />}
        />
        <SelectField
          id="branch-country"
          name="country"
          label={<FormattedMessage id="staff.settings.branches.country" />}
          hint={<FormattedMessage id="staff.settings.branches.countryHint" />}
        >
          {countries.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </SelectField>
        <PhoneField
          key={country}
          id="branch-phone"
          name="phone"
          defaultCountry={country as CountryCode}
          label={<FormattedMessage id="staff.settings.branches.phone" />}
          hint={<FormattedMessage id="staff.settings.branches.phoneHint" />}
        />
        {zoneLocked ? (
          <div className="branch-zone-locked">
            <p id="branch-timezone-label" className="field-label">
              <FormattedMessage id="staff.settings.branches.timezone" />
            </p>
            <p>
              <strong>{getValues('timezone')}</strong>
            </p>
            <p className="muted">
              <FormattedMessage id="staff.settings.branches.timezoneLocked" />
            </p>
          </div>
        ) : (
          <SelectField
            id="branch-timezone"
            name="timezone"
            label={<FormattedMessage id="staff.settings.branches.timezone" />}
            hint={<FormattedMessage id="staff.settings.branches.timezoneHint" />}
          >
            {zones.map((zone) => (
              <option key={zone} value={zone}>
                {zone.replaceAll('_', ' ')}
              </option>
            ))}
          </SelectField>
        )}
      </div>
    </fieldset>
  );
}
