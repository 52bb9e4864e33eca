import type { LinkSeal } from '../auth/link-seal';
import type { DueMessage } from '../db/outbox-repo';
import { isAccountMessageKind } from '../domain/accounts/account-message';
import type { MessageBody } from '../domain/messages/booking-messages';
import { messageContentSchema } from '../domain/messages/message-content';
import { renderMessage } from '../domain/messages/render-message';
import { accountMessageBodyOf } from './account-message-body';

/**
 * What a claimed outbox message says, or why it cannot be said. Rows keep the content the
 * texts are composed from; rows written before that (migration 0012) keep their finished
 * texts, and are sent as they are, so messages queued across the deploy still go out.
 * The content is checked, not trusted: it may have been written by another release.
 */
export function dueMessageBody(
  message: Pick<DueMessage, 'kind' | 'channel' | 'content' | 'subject' | 'text_body' | 'ics' | 'ics_method'> & {
    id?: string;
  },
  /** Opens the sealed links of account emails (decision 0055). */
  links?: Pick<LinkSeal, 'open'>,
): { ok: true; value: MessageBody } | { ok: false; error: string } {
  const kind: string = message.kind;
  if (isAccountMessageKind(kind)) return accountMessageBodyOf({ ...message, kind }, links);
  if (message.content === null) {
    if (message.text_body === null) return { ok: false, error: 'neither content nor text stored' };
    const ics = message.ics && message.ics_method ? { content: message.ics, method: message.ics_method } : null;
    return { ok: true, value: { subject: message.subject, text: message.text_body, ics } };
  }
  const content = messageContentSchema.safeParse(message.content);
  if (!content.success) {
    const issues = content.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`);
    return { ok: false, error: `content does not fit the schema: ${issues.join('; ')}` };
  }
  const body = renderMessage(message.kind, message.channel, content.data);
  if (!body) return { ok: false, error: `content causes no ${message.channel} message of kind ${message.kind}` };
  return { ok: true, value: body };
}
