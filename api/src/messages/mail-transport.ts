import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer, { type SendMailOptions } from 'nodemailer';
import MailComposer from 'nodemailer/lib/mail-composer';
import type { OutgoingMail, SendMail } from './outbox-sender';

export type MailSettings = {
  /** `smtp://user:pass@host:port` (or smtps://); unset: messages are written to `mailDir`. */
  smtpUrl: string | null;
  mailDir: string;
  from: string;
};

/** The message as nodemailer builds it: the text, and the .ics as an attachment. */
export function toNodemailer(mail: OutgoingMail, from: string): SendMailOptions {
  return {
    from,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    messageId: mail.messageId,
    ...(mail.ics
      ? {
          attachments: [
            {
              filename: 'booking.ics',
              content: mail.ics.content,
              // The method parameter must match the file's METHOD, and a plain event has none.
              contentType: `text/calendar; charset=utf-8${mail.ics.method ? `; method=${mail.ics.method}` : ''}`,
            },
          ],
        }
      : {}),
  };
}

/**
 * SMTP through nodemailer when configured; otherwise each message is written as an .eml
 * file (named by its Message-ID) and logged, so nothing needs a mail server locally.
 */
export function createMailTransport(settings: MailSettings): SendMail {
  if (settings.smtpUrl) {
    const transport = nodemailer.createTransport(settings.smtpUrl);
    return async (mail) => {
      await transport.sendMail(toNodemailer(mail, settings.from));
    };
  }
  let folder: Promise<unknown> | null = null;
  return async (mail) => {
    // The message as SMTP would send it, built by nodemailer's composer without a transport
    // around it (its stream transport costs a fifth more per message), with Unix newlines.
    const built = await new MailComposer(toNodemailer(mail, settings.from)).compile().build();
    const message = built.toString('utf8').replaceAll('\r\n', '\n');
    // The folder is made once, not per message; after any failure (say it was removed) the
    // next attempt of the outbox makes it again.
    folder ??= mkdir(settings.mailDir, { recursive: true });
    const file = join(settings.mailDir, `${mail.messageId.replace(/[^A-Za-z0-9.@-]/g, '')}.eml`);
    try {
      await folder;
      await writeFile(file, message);
    } catch (error) {
      folder = null;
      throw error;
    }
    console.info(`Mail to ${mail.to}: ${mail.subject} (${file})`);
  };
}
