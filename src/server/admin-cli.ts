/** The entry of `npm run admin`: see auth/admin-cli.ts. */
import { ConfigError, runAdminCli, UsageError } from './auth/admin-cli';
import { keepNewFilesPrivate } from './data-dir';

// A new embedded database is made here when there is none yet: its user's only.
keepNewFilesPrivate();
runAdminCli(process.argv.slice(2), { stdin: process.stdin, env: process.env, out: (line) => console.log(line) }).catch(
  (error) => {
    const expected = error instanceof UsageError || error instanceof ConfigError;
    console.error(expected || !(error instanceof Error) ? (error.message ?? error) : error.message);
    process.exit(1);
  },
);
