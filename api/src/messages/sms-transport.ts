import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export type OutgoingSms = {
  /** The outbox's Message-ID: the same for every copy sent after a crash. */
  messageId: string;
  /** E.164. */
  to: string;
  text: string;
};

/** What sends one SMS. A gateway (an HTTP API) would be a second implementation. */
export interface SmsTransport {
  send(sms: OutgoingSms): Promise<void>;
}

/**
 * The default transport: each SMS is written as a text file under `dir`, named by its
 * Message-ID (a copy sent again replaces the file), and logged, as the .eml transport does
 * for email. No gateway, account or network is needed.
 */
export function createFileSmsTransport(dir: string): SmsTransport {
  return {
    async send(sms) {
      await mkdir(dir, { recursive: true });
      const file = join(dir, `${sms.messageId.replace(/[^A-Za-z0-9.@-]/g, '')}.txt`);
      await writeFile(file, `To: ${sms.to}\nMessage-ID: ${sms.messageId}\n\n${sms.text}\n`);
      console.info(`SMS to ${sms.to} (${file})`);
    },
  };
}
