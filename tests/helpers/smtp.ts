/** A real SMTP server, in process, on a free loopback port: it keeps every message it receives. */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  raw: string;
}

export interface TestSmtp {
  url: string;
  mails: ReceivedMail[];
  /** The first mail to `to` (whose text matches `match`) among those after the first `since`, waiting up to 5 s. */
  waitFor(to: string, since?: number, match?: RegExp): Promise<ReceivedMail>;
  /**
   * While set, each recipient it answers a code for is refused with that code (4xx: try later; 5xx: for good),
   * as a mail server that is busy or does not know the address does.
   */
  refuse: ((to: string) => number | null) | null;
  close(): Promise<void>;
}

/** With `keepText: false` only the recipients are kept (a benchmark of many mails measures the site, not this). */
export async function startSmtp(port = 0, { keepText = true } = {}): Promise<TestSmtp> {
  const mails: ReceivedMail[] = [];
  const state: Pick<TestSmtp, 'refuse'> = { refuse: null };
  const server = new SMTPServer({
    authOptional: true,
    // No network here: a reverse DNS look-up of each client would only add seconds of waiting.
    disableReverseLookup: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      const code = state.refuse?.(address.address) ?? null;
      if (code === null) return callback();
      const refusal = Object.assign(new Error(code >= 500 ? 'No such mailbox' : 'Busy, try again later'), {
        responseCode: code,
      });
      callback(refusal);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => {
        if (keepText) chunks.push(chunk);
      });
      stream.on('end', () => {
        mails.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString('utf8') });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: bound } = server.server.address() as AddressInfo;
  return Object.assign(state, {
    url: `smtp://127.0.0.1:${bound}`,
    mails,
    async waitFor(to: string, since = 0, match = /./) {
      const timeoutMs = 15_000;
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        const mail = mails.slice(since).find((m) => m.to.includes(to) && match.test(m.raw));
        if (mail) return mail;
        await new Promise((r) => setTimeout(r, 20));
      }
      throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}

export const CODE_MAIL = /Your code: /;
export const NOTICE_MAIL = /^Subject: .*your password was changed/m;

/** The recovery code in a mail (the text part carries `Your code: XXXX`). */
export function codeIn(mail: ReceivedMail): string {
  const code = mail.raw.match(/Your code: ([A-Z0-9]{4})/)?.[1];
  if (!code) throw new Error(`no code in mail:\n${mail.raw}`);
  return code;
}

/** A mail's text as read: quoted-printable soft breaks joined and `=XX` bytes decoded. */
export const textOf = (mail: ReceivedMail) =>
  mail.raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
