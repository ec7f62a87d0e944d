/** `npm run backup` and `npm run restore` (see src/server/backup/cli.ts). */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildIfStale, serverDir } from './build-if-stale.mjs';

buildIfStale();
await import(pathToFileURL(path.join(serverDir, 'backup-cli.js')).href);
