import type { DueMessage } from '../../src/db/outbox-repo';
import { dueMessageBody } from '../../src/messages/due-message-body';

/** What a query selects for `withTexts`, beside what the test itself reads. */
export const TEXT_COLUMNS = 'kind, channel, content, subject, text_body, ics, ics_method';

type Stored = Pick<DueMessage, 'kind' | 'channel' | 'content' | 'subject' | 'text_body' | 'ics' | 'ics_method'>;

/**
 * An outbox row with its subject, text and .ics as the sender composes them when it sends
 * (rows keep only what the texts are composed from), so tests read what the customer gets.
 */
export function withTexts<Row extends Stored>(
  row: Row,
): Omit<Row, 'subject' | 'text_body' | 'ics' | 'ics_method'> & {
  subject: string | null;
  text_body: string;
  ics: string | null;
  ics_method: 'REQUEST' | 'CANCEL' | null;
} {
  const body = dueMessageBody(row);
  if (!body.ok) throw new Error(`outbox row cannot be composed: ${body.error}`);
  const { subject, text, ics } = body.value;
  return { ...row, subject, text_body: text, ics: ics?.content ?? null, ics_method: ics?.method ?? null };
}
