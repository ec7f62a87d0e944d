/**
 * `GET /api/admin/backup`: the whole site as a backup archive (docs/decisions/031), for a signed-in administrator,
 * or for `npm run backup` on this machine while this process holds the embedded database (it cannot be opened
 * twice): the command reads the control file this process wrote into DATA_DIR and sends its token.
 */
import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody } from '../../shared/schemas/common';
import { OWNER } from '../auth/guard';
import { backupRuns } from '../db/schema';
import { backupSource, writeBackup } from './backup';

/** Where a running site on the embedded database tells `npm run backup` how to reach it. */
export const controlFile = (dataDir: string) => path.join(dataDir, 'control.json');

export interface ControlFile {
  pid: number;
  url: string;
  token: string;
}

/** Writes the control file (readable by this user only) and answers a function that removes it. */
export async function writeControlFile(app: FastifyInstance, url: string): Promise<() => Promise<void>> {
  const file = controlFile(app.config.dataDir);
  const control: ControlFile = { pid: process.pid, url, token: app.controlToken };
  await writeFile(file, JSON.stringify(control), { mode: 0o600 });
  return () => rm(file, { force: true });
}

/** Removes a control file left by an earlier process (this one holds the database now). */
export async function removeStaleControlFile(dataDir: string): Promise<void> {
  await rm(controlFile(dataDir), { force: true });
}

declare module 'fastify' {
  interface FastifyInstance {
    /** A random secret of this process, for the shell commands of the same machine (control.json, auth/guard.ts). */
    controlToken: string;
  }
}

export const backupRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/backup',
    {
      // A signed-in administrator, or `npm run backup` with the control token of this process.
      config: { control: true, ...OWNER },
      schema: {
        tags: ['operations'],
        summary: 'Download a backup of the whole site (every table, every image, a manifest with checksums)',
        produces: ['application/gzip'],
        response: { 200: z.any(), 401: errorBody },
      },
    },
    async (_request, reply) => {
      const dir = await mkdtemp(path.join(tmpdir(), 'kestrel-backup-'));
      const file = path.join(dir, 'site.tar.gz');
      try {
        await writeBackup(backupSource(app.config, app.database, app.storage), file);
        // A backup made is a backup made: the dashboard's line says so, as for a scheduled one (issue 27).
        await app.db.insert(backupRuns).values({
          slot: `download ${new Date().toISOString()} ${randomUUID()}`,
          finishedAt: new Date(),
          bytes: (await stat(file)).size,
        });
      } catch (error) {
        await rm(dir, { recursive: true, force: true });
        throw error;
      }
      const stream = createReadStream(file);
      stream.once('close', () => void rm(dir, { recursive: true, force: true }));
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header('content-type', 'application/gzip')
        .header('content-disposition', `attachment; filename="kestrel-backup-${day}.tar.gz"`)
        .header('cache-control', 'no-store')
        .send(stream);
    },
  );
};
