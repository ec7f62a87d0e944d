/**
 * Outgoing mail. Over SMTP when SMTP_URL is set; otherwise each message is written as an .eml file
 * under DATA_DIR/outbox and a log line says where, so recovery works on a machine with no mail server.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Where an answer goes (a contact message's sender). */
  replyTo?: string;
  /** Further headers, e.g. List-Unsubscribe on every mail to a subscriber (RFC 8058). */
  headers?: Record<string, string>;
  /** The Message-ID (`<…@…>`); one is made when none is given. */
  messageId?: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

export function createMailer(
  config: { smtpUrl: string | undefined; mailFrom: string; dataDir: string },
  log: FastifyBaseLogger,
): Mailer {
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport(config.smtpUrl);
    return {
      async send(mail) {
        await transport.sendMail({ from: config.mailFrom, ...mail });
        log.info({ subject: mail.subject }, 'mail sent');
      },
    };
  }
  const outbox = path.join(config.dataDir, 'outbox');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(mail) {
      const { message } = await transport.sendMail({ from: config.mailFrom, ...mail });
      await mkdir(outbox, { recursive: true });
      const file = path.join(outbox, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID()}.eml`);
      await writeFile(file, message as Buffer, { mode: 0o600 });
      log.info({ subject: mail.subject, file }, 'no SMTP_URL set: mail written to the outbox');
    },
  };
}
