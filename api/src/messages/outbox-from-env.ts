import type { LinkSeal } from '../auth/link-seal';
import type { Db } from '../db/db';
import type { ApiEnv } from '../read-env';
import { createMailTransport } from './mail-transport';
import { createOutboxSender } from './outbox-sender';
import { createFileSmsTransport } from './sms-transport';

/** The outbox sender with the transports the environment configures (SMTP or files). */
export function outboxSenderFromEnv(db: Db, env: ApiEnv, links: LinkSeal) {
  return createOutboxSender({
    db,
    links,
    send: createMailTransport(env.mail),
    sms: createFileSmsTransport(env.smsDir),
    now: env.now,
    retentionDays: env.outboxRetentionDays,
  });
}
