import {
  type CountryCode,
  getCountries,
  getCountryCallingCode,
  parsePhoneNumberFromString,
} from 'libphonenumber-js/min';

export interface PhoneParts {
  country: CountryCode;
  national: string;
}

/**
 * The one value the contract validates (`+49 170 1234567`) from the two the visitor edits.
 * A number typed with its own `+` wins over the selector: people paste whole numbers.
 */
export function joinPhone({ country, national }: PhoneParts): string {
  const typed = national.trim();
  if (typed === '') return '';
  if (typed.startsWith('+')) return typed;
  return `+${getCountryCallingCode(country)} ${typed.replace(/^0+/, '')}`;
}

/**
 * The selector and the number for a stored value, the number written as people of its country
 * write it ("030 1234567", trunk zero included), as it was typed; the branch's country when
 * the value has none.
 */
export function splitPhone(value: string, fallback: CountryCode): PhoneParts {
  const parsed = value ? parsePhoneNumberFromString(value) : undefined;
  if (parsed?.country) return { country: parsed.country, national: parsed.formatNational() };
  return { country: fallback, national: value };
}

/** Every country with its calling code, named in the visitor's language, sorted by that name. */
export function callingCodeOptions(locale: string): { country: CountryCode; label: string }[] {
  const names = new Intl.DisplayNames([locale], { type: 'region' });
  return getCountries()
    .map((country) => ({ country, name: names.of(country) ?? country }))
    .sort((a, b) => a.name.localeCompare(b.name, locale))
    .map(({ country, name }) => ({ country, label: `${name} (+${getCountryCallingCode(country)})` }));
}
