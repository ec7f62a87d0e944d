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
  /**
   * Sends one mail. `bulk` (the newsletter) goes through a pool of up to BULK_CONNECTIONS kept-open connections,
   * so that many mails sent side by side do not each open one.
   */
  send(mail: Mail, options?: { bulk?: boolean }): Promise<void>;
  /** Closes the pool's connections. */
  close(): void;
}

/**
 * Whether a mail server refused a mail for good: a 5xx answer to its recipient (`EENVELOPE`: 'no such mailbox') or
 * to the message itself (`EMESSAGE`). Sending it again gets the same answer; a 4xx, a lost connection or a refused
 * sign-in (the site's setting, fixed once for all mails) may pass later.
 */
export function isPermanentRefusal(error: unknown): boolean {
  const { code, responseCode } = (error ?? {}) as { code?: unknown; responseCode?: unknown };
  return (
    (code === 'EENVELOPE' || code === 'EMESSAGE') &&
    typeof responseCode === 'number' &&
    responseCode >= 500 &&
    responseCode < 600
  );
}

/** Marks a permanent refusal so that the job queue fails its job at once instead of trying again (queue.ts). */
function marked(error: unknown): unknown {
  if (isPermanentRefusal(error) && error instanceof Error) Object.assign(error, { permanent: true });
  return error;
}

/** Connections the newsletter keeps open to the mail server, and so the mails it sends side by side. */
export const BULK_CONNECTIONS = 8;

export function createMailer(
  config: { smtpUrl: string | undefined; mailFrom: string; dataDir: string },
  log: FastifyBaseLogger,
): Mailer {
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport(config.smtpUrl);
    let pool: ReturnType<typeof nodemailer.createTransport> | null = null;
    const bulk = () => {
      pool ??= nodemailer.createTransport({
        url: config.smtpUrl,
        pool: true,
        maxConnections: BULK_CONNECTIONS,
      } as Parameters<typeof nodemailer.createTransport>[0]);
      return pool;
    };
    return {
      async send(mail, options = {}) {
        await (options.bulk ? bulk() : transport).sendMail({ from: config.mailFrom, ...mail }).catch((error) => {
          throw marked(error);
        });
        if (!options.bulk) log.info({ subject: mail.subject }, 'mail sent');
      },
      close() {
        pool?.close();
        pool = null;
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
    close() {},
  };
}

/** The same mailer, counting each mail sent or failed (for /metrics). */
export function countedMails(mailer: Mailer, metrics: { mails: { inc(labels: { result: string }): void } }): Mailer {
  return {
    async send(mail, options) {
      try {
        await mailer.send(mail, options);
      } catch (error) {
        metrics.mails.inc({ result: 'failed' });
        throw error;
      }
      metrics.mails.inc({ result: 'sent' });
    },
    close: () => mailer.close(),
  };
}
