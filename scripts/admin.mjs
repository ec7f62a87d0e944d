/** `npm run admin -- <command>`: manage administrators from the shell (see src/server/admin-cli.ts). */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildIfStale, serverDir } from './build-if-stale.mjs';

buildIfStale();
await import(pathToFileURL(path.join(serverDir, 'admin-cli.js')).href);
