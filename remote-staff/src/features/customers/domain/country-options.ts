import { addressCountryCodes } from '@booking/shared/contract/customers';

/**
 * The countries an address may name, as the contract lists them,
 * named in the staff member's language and sorted by that name.
 */
export function countryOptions(locale: string): { value: string; label: string }[] {
  const names = new Intl.DisplayNames([locale], { type: 'region' });
  return addressCountryCodes()
    .map((country) => ({ value: country, label: names.of(country) ?? country }))
    .sort((a, b) => a.label.localeCompare(b.label, locale));
}
