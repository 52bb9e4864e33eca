import { useIntl } from 'react-intl';
import { type ZonedDateFormat, zonedDateOptions } from '../../i18n/zoned-date-options';
import { instantOf } from '../../time/instant-of';
import { sameZone } from '../../time/same-zone';
import { zoneOf } from '../../time/zone-of';

/** `withZoneName`: when the visitor's own zone differs from the branch's. */
interface FormattedZonedProps extends ZonedDateFormat {
  /** An API time: `2026-03-29T10:00:00+02:00[Europe/Berlin]`. */
  value: string;
}

/**
 * A date and/or time in the branch's zone (the one in the value's brackets), never the
 * visitor's: an appointment at 10:00 in Berlin is at 10:00 for a customer booking from
 * Lisbon. The words follow the visitor's language (react-intl's locale).
 */
export function FormattedZoned({ value, dateStyle, timeStyle, withZoneName = false }: FormattedZonedProps) {
  return <>{useFormatZoned()(value, { dateStyle, timeStyle, withZoneName })}</>;
}

export function useFormatZoned() {
  const intl = useIntl();
  return (value: string, options: Omit<FormattedZonedProps, 'value'> = {}) =>
    intl.formatDate(instantOf(value), zonedDateOptions(zoneOf(value) ?? undefined, options));
}

/** Whether the visitor's device runs in another zone than the branch, so times need the zone's name. */
export function visitorZoneDiffers(branchZone: string): boolean {
  return !sameZone(Intl.DateTimeFormat().resolvedOptions().timeZone, branchZone);
}
