import type { Hold } from '@booking/shared/contract/holds';
import { FormattedZoned } from '@booking/shared/ui/format/formatted-zoned';
import { useIntl } from 'react-intl';

interface BookingBriefProps {
  hold: Hold;
  /** The branch's services, to name the held ones. */
  services: readonly { id: string; name: string }[];
  branchName: string;
}

/**
 * What is being booked, in two lines above the contact form: the services, then when, with
 * whom and where. The customer need not go back a step to check it before typing.
 */
export function BookingBrief({ hold, services, branchName }: BookingBriefProps) {
  const intl = useIntl();
  const names = hold.service_ids.flatMap((id) => services.filter((s) => s.id === id).map((s) => s.name));
  return (
    <section className="booking-brief" aria-label={intl.formatMessage({ id: 'beauty.contact.brief' })}>
      <p className="booking-brief-what">{intl.formatList(names, { type: 'conjunction' })}</p>
      <p className="muted">
        <FormattedZoned value={hold.start} dateStyle="full" timeStyle="short" /> · {hold.employee.first_name} ·{' '}
        {branchName}
      </p>
    </section>
  );
}
