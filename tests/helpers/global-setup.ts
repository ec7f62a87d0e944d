/**
 * Vitest's global setup for the API suite: the database every test app starts from, made once per run instead of
 * once per app. On PGlite, a migrated database with the job queue's tables, dumped to a file each test loads
 * (a fresh PGlite runs initdb, then 20-odd migrations and pg-boss's own: two to three seconds of CPU an app). On
 * PostgreSQL, the same in a template database each test's database is copied from.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { TestProject } from 'vitest/node';
import { type Database, dumpPglite, openDatabase } from '../../src/server/db/client';
import { startJobQueue } from '../../src/server/jobs/queue';
import { adminQuery } from './database';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite: the file holding the dump of the ready database. */
    pgliteSnapshot: string;
    /** PostgreSQL: the template database's name. */
    postgresTemplate: string;
  }
}

const quietLog = { error: () => {}, warn: () => {} } as unknown as FastifyBaseLogger;

/** Migrations, then pg-boss's schema, as a first start makes them. */
async function prepare(database: Database) {
  await database.migrate();
  const jobs = await startJobQueue(database, quietLog);
  await jobs.stop();
}

export default async function setup(project: TestProject) {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const database = await openDatabase({ dir: 'memory://' });
    await prepare(database);
    const dir = path.join(project.config.root, '.test-tmp');
    await mkdir(dir, { recursive: true });
    const file = path.join(dir, `pglite-snapshot-${process.pid}.tar`);
    await writeFile(file, Buffer.from(await (await dumpPglite(database)).arrayBuffer()));
    await database.close();
    project.provide('pgliteSnapshot', file);
    project.provide('postgresTemplate', '');
    return async () => rm(file, { force: true });
  }
  const name = `test_template_${randomBytes(4).toString('hex')}`;
  await adminQuery(`create database ${name}`, adminUrl);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.href });
  await prepare(database);
  await database.close();
  project.provide('pgliteSnapshot', '');
  project.provide('postgresTemplate', name);
  return async () => adminQuery(`drop database if exists ${name} with (force)`, adminUrl);
}
