/**
 * `npm start`: builds the site when the build is missing or older than the sources, then starts the
 * server. A later start with nothing changed goes straight to the server.
 */
import module from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildIfStale, serverDir } from './build-if-stale.mjs';

buildIfStale();
// Node.js 22.1 and later keep the server's compiled code between starts (in the system's temporary folder): a
// restart then skips most of the modules' compiling (decision 055). Node.js 20 has no such cache.
module.enableCompileCache?.();
process.setSourceMapsEnabled(true);
// The server runs in this process, so signals reach its graceful shutdown directly.
await import(pathToFileURL(path.join(serverDir, 'main.js')).href);
