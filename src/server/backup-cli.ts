/** The entry of `npm run backup` and `npm run restore`: see backup/cli.ts. */

import { BackupError } from './backup/backup';
import { runBackupCli, UsageError } from './backup/cli';
import { ArchiveRejected, TargetNotEmpty } from './backup/restore';
import { ConfigError } from './config';

const [command, ...args] = process.argv.slice(2);
runBackupCli(command === 'restore' ? 'restore' : 'backup', args, {
  env: process.env,
  out: (line) => console.log(line),
}).then(
  () => process.exit(0),
  (error) => {
    const expected = [UsageError, ConfigError, ArchiveRejected, TargetNotEmpty, BackupError].some(
      (k) => error instanceof k,
    );
    console.error(expected || !(error instanceof Error) ? (error.message ?? error) : error.message);
    process.exit(1);
  },
);
