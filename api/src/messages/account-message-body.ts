import type { LinkSeal } from '../auth/link-seal';
import {
  type AccountMessageKind,
  accountMessageBody,
  accountMessageContentSchema,
} from '../domain/accounts/account-message';
import type { MessageBody } from '../domain/messages/booking-messages';

/**
 * What a claimed account email says. Its link is opened with the server keys; a sender
 * without them, or a link sealed under a key no longer listed, cannot compose it (the row
 * fails with the reason, and the person asks for a new link).
 */
export function accountMessageBodyOf(
  message: { id?: string; kind: AccountMessageKind; content: unknown },
  links: Pick<LinkSeal, 'open'> | undefined,
): { ok: true; value: MessageBody } | { ok: false; error: string } {
  const content = accountMessageContentSchema.safeParse(message.content);
  if (!content.success) return { ok: false, error: 'account content does not fit the schema' };
  let link: string | null = null;
  if (content.data.sealedLink !== null) {
    if (!links || !message.id) return { ok: false, error: 'no server keys to open the link with' };
    link = links.open(message.id, content.data.sealedLink);
    if (link === null) return { ok: false, error: 'the link does not open under the listed server keys' };
  }
  return { ok: true, value: { ...accountMessageBody(message.kind, content.data, link), ics: null } };
}
