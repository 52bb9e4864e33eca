import { getCountries } from 'libphonenumber-js/min';

/**
 * The countries an address may name: those the contract accepts (libphonenumber's list),
 * named in the staff member's language and sorted by that name.
 */
export function countryOptions(locale: string): { value: string; label: string }[] {
  const names = new Intl.DisplayNames([locale], { type: 'region' });
  return getCountries()
    .map((country) => ({ value: country, label: names.of(country) ?? country }))
    .sort((a, b) => a.label.localeCompare(b.label, locale));
}
