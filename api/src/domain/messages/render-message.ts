import { bookingMessagePlan, type MessageKind } from './booking-message-plan';
import { bookingMessageBody, type MessageBody } from './booking-messages';
import { confirmationMessageBody } from './confirmation-message';
import type { MessageContent } from './message-content';
import { refundMessageBody } from './refund-message';
import { releaseMessageBody } from './release-message';

/**
 * What the outbox message of `kind` and `channel` says, composed from the content its row
 * keeps, exactly as composing it at the change would have; null when the content causes no
 * such message (the row cannot have been written from it).
 */
export function renderMessage(
  kind: MessageKind,
  channel: 'email' | 'sms',
  content: MessageContent,
): MessageBody | null {
  if (content.type === 'refund') {
    if (kind !== 'refund' || channel !== 'email') return null;
    return refundMessageBody(content.summary, content.reason, content.refundMinor, content.bookAgainUrl);
  }
  if (content.type === 'confirmation') {
    if (kind !== 'confirmation' || channel !== 'email') return null;
    return confirmationMessageBody(content.summary, content.settlement, content.link, content.stamp);
  }
  if (content.type === 'release') {
    if (kind !== 'release' || channel !== 'email') return null;
    return releaseMessageBody(content.summary, content.payBy, content.bookAgainUrl);
  }
  const { summary, change, stamp, link, cancellation } = content;
  const planned = bookingMessagePlan(summary, change, stamp).messages.find(
    (message) => message.kind === kind && message.channel === channel,
  );
  return planned ? bookingMessageBody(summary, change, stamp, link, planned, cancellation) : null;
}
