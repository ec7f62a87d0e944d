/** The entry of `npm run backup` and `npm run restore`: see backup/cli.ts. */

import { constants } from 'node:os';
import { BackupError } from './backup/backup';
import { runBackupCli, UsageError } from './backup/cli';
import { ArchiveRejected, removeUnpackedArchives, TargetNotEmpty } from './backup/restore';
import { ConfigError } from './config';
import { keepNewFilesPrivate } from './data-dir';

// A restore writes the database, the images and the signing secret into DATA_DIR: its user's only.
keepNewFilesPrivate();
const [command, ...args] = process.argv.slice(2);
// A restore stopped by Ctrl-C or a kill leaves nothing of the archive (password hashes, the signing secret) unpacked
// in the temporary folder.
if (command === 'restore')
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.once(signal, () => {
      removeUnpackedArchives();
      console.error(`${signal}: the restore was stopped; nothing of the archive is left in the temporary folder.`);
      process.exit(128 + constants.signals[signal]);
    });
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
