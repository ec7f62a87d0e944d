/**
 * `npm start`: builds the site when the build is missing or older than the sources, then starts the
 * server. A later start with nothing changed goes straight to the server.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildIfStale, serverDir } from './build-if-stale.mjs';

buildIfStale();
process.setSourceMapsEnabled(true);
// The server runs in this process, so signals reach its graceful shutdown directly.
await import(pathToFileURL(path.join(serverDir, 'main.js')).href);
