import { useIntl } from 'react-intl';

/** A duration as hours and minutes in the visitor's language: `1 hr 30 min`, `1 Std. 30 Min.`. */
export function FormattedDuration({ minutes }: { minutes: number }) {
  return <>{useFormatDuration()(minutes)}</>;
}

export function useFormatDuration() {
  const intl = useIntl();
  return (total: number) => {
    const hours = Math.floor(total / 60);
    const minutes = total % 60;
    const unit = (value: number, name: 'hour' | 'minute') =>
      intl.formatNumber(value, { style: 'unit', unit: name, unitDisplay: 'short' });
    if (hours === 0) return unit(minutes, 'minute');
    if (minutes === 0) return unit(hours, 'hour');
    return `${unit(hours, 'hour')} ${unit(minutes, 'minute')}`;
  };
}
