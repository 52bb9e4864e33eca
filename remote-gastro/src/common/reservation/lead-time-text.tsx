import type { LeadTime } from '@booking/shared/contract/configuration';
import { FormattedMessage } from 'react-intl';

const UNIT_TEXT: Record<LeadTime['type'], string> = {
  minutes: 'gastro.leadTime.minutes',
  hours: 'gastro.leadTime.hours',
  days: 'gastro.leadTime.days',
  weeks: 'gastro.leadTime.weeks',
  months: 'gastro.leadTime.months',
};

/** A lead time in words: "3 hours", "1 Tag". */
export function LeadTimeText({ lead }: { lead: LeadTime }) {
  return <FormattedMessage id={UNIT_TEXT[lead.type]} values={{ count: lead.value }} />;
}
