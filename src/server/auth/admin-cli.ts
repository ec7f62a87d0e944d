/**
 * `npm run admin -- create --email E [--name N]` and `npm run admin -- set-password --email E`.
 * The password is read from a prompt (typed twice, not echoed) or from standard input, never from the
 * command line, where it would land in the shell history and the process list.
 */
import { createInterface } from 'node:readline';
import { type Readable, Writable } from 'node:stream';
import { newPassword } from '../../shared/schemas/auth';
import { EMAIL_PATTERN } from '../../shared/schemas/contact';
import { ConfigError, loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { createAdmin, findAdminByEmail, hasOwner, setAdminPassword } from './admins.service';

const USAGE = `Usage:
  npm run admin -- create --email <address> [--name <name>]
  npm run admin -- set-password --email <address>
The password is asked for (or read from standard input when piped).`;

function option(args: string[], name: string): string | undefined {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
}

async function ask(question: string): Promise<string> {
  let muted = false;
  const output = new Writable({
    write(chunk, _encoding, done) {
      if (!muted) process.stdout.write(chunk);
      done();
    },
  });
  const rl = createInterface({ input: process.stdin, output, terminal: true });
  return new Promise((resolve) => {
    rl.question(question, (answer) => {
      rl.close();
      process.stdout.write('\n');
      resolve(answer);
    });
    muted = true;
  });
}

export interface CliIo {
  stdin: Readable & { isTTY?: boolean };
  env: Record<string, string | undefined>;
  out: (line: string) => void;
}

async function readPassword(stdin: CliIo['stdin']): Promise<string> {
  if (!stdin.isTTY) {
    const chunks: Buffer[] = [];
    for await (const chunk of stdin) chunks.push(Buffer.from(chunk));
    return Buffer.concat(chunks)
      .toString('utf8')
      .replace(/\r?\n$/, '');
  }
  const first = await ask('New password: ');
  const second = await ask('Repeat it: ');
  if (first !== second) throw new UsageError('Passwords do not match!');
  return first;
}

export class UsageError extends Error {}

/** Runs one command; throws a UsageError (or ConfigError) with a message for the user when it cannot. */
export async function runAdminCli(args: string[], io: CliIo): Promise<void> {
  const [command] = args;
  const email = option(args, 'email')?.trim();
  if ((command !== 'create' && command !== 'set-password') || !email) throw new UsageError(USAGE);
  if (!EMAIL_PATTERN.test(email)) throw new UsageError(`Not an e-mail address: ${email}`);

  const config = loadConfig(io.env);
  const database = await openDatabase(
    config.databaseUrl ? { url: config.databaseUrl } : { dir: `${config.dataDir}/pgdata` },
  );
  try {
    await database.migrate();
    const existing = await findAdminByEmail(database.db, email);
    if (command === 'create' && existing) throw new UsageError(`An administrator ${email} already exists.`);
    if (command === 'set-password' && !existing) throw new UsageError(`No administrator ${email}.`);

    const password = newPassword.safeParse(await readPassword(io.stdin));
    if (!password.success) throw new UsageError(password.error.issues[0]?.message ?? 'Invalid password.');

    if (existing) {
      await setAdminPassword(database.db, existing.id, password.data);
      io.out(`Password of ${email} changed; every session of that administrator is signed out.`);
    } else {
      const name = option(args, 'name');
      // The machine's operator can do everything anyway: the first account made here is the owner.
      const role = (await hasOwner(database.db)) ? 'administrator' : 'owner';
      await createAdmin(database.db, { email, password: password.data, role, ...(name ? { name } : {}) });
      io.out(`${role === 'owner' ? 'Owner' : 'Administrator'} ${email} created.`);
    }
  } finally {
    await database.close();
  }
}

export { ConfigError };
