/**
 * The one write path of content (issue 12). Every admin write of a content record runs in `write`: one
 * transaction that names the administrator and the kind of write for the database, whose trigger on each
 * content table (migration 0010) then keeps the revision, the deleted record and the activity entry in that
 * same transaction. A failed save leaves none of them; none exists without its save.
 *
 * Versions (issue 25, migration 0023): a request that names the version of the record it last saw (`If-Match:
 * "3"`, or `version` in a JSON body) has it checked by the database, under the row's lock, in the same transaction:
 * a save or delete of a version no longer current fails with `StaleVersion`, answered 409 with the record as it is
 * now (history/conflict.ts). A request that names none writes as before (scripts, the site's own jobs).
 */
import { getTableName, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_MESSAGES } from '../../shared/admin-messages';
import { ERROR_CODES } from '../../shared/schemas/common';
import type { Db } from '../db/client';
import { HttpError, StaleVersion } from '../errors';

/** What a write does, when it is more than the create, update or delete the database sees. */
export type WriteAction = 'restore' | 'publish' | 'schedule' | 'unpublish' | 'submit' | 'return';

/** The version a request says it writes over: of the record `id`, or of the one document it writes ('*'). */
export interface ExpectedVersion {
  id: string;
  version: number;
}

/** Who writes: a request of a signed-in administrator, or the app itself (`admin: null`, e.g. a scheduled job). */
export type Writer = { server: { db: Db }; admin: { id: string } | null; expectedVersion?: ExpectedVersion | null };

declare module 'fastify' {
  interface FastifyRequest {
    /** The version this request writes over, from `If-Match` or a JSON body's `version` (null: none named). */
    expectedVersion: ExpectedVersion | null;
  }
}

/** SQLSTATE of the database's refusal of a stale version (migration 0023's `check_version`). */
const STALE_VERSION = 'KV409';

/**
 * Runs `work` in a transaction on behalf of the request's administrator. Inside it, use only the `db` it is
 * given: on PGlite the transaction holds the one connection, so a query through `app.db` would wait forever.
 */
export async function write<T>(by: Writer, work: (db: Db) => Promise<T>, action?: WriteAction): Promise<T> {
  const expected = by.expectedVersion ? `${by.expectedVersion.id}:${by.expectedVersion.version}` : '';
  try {
    return await by.server.db.transaction(async (tx) => {
      await tx.execute(
        sql`select set_config('kestrel.actor', ${by.admin?.id ?? ''}, true), set_config('kestrel.action', ${action ?? ''}, true), set_config('kestrel.expected', ${expected}, true)`,
      );
      return work(tx as unknown as Db);
    });
  } catch (error) {
    const stale = staleOf(error);
    if (stale) throw new StaleVersion(stale.table, stale.id);
    throw error;
  }
}

/** The table and record of a refusal by `check_version`, wherever the driver wrapped it. */
function staleOf(error: unknown): { table: string; id: string } | null {
  for (let e = error as { code?: string; detail?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === STALE_VERSION) {
      const [table = '', id = ''] = String(e.detail ?? '').split(':');
      return { table, id };
    }
  }
  return null;
}

/** `"3"`, `W/"3"` or `3`: a version; anything else is a 400 (a write must not guess what the writer meant). */
function versionIn(value: unknown): number | null {
  if (value === undefined || value === null || value === '') return null;
  const match = /^(?:W\/)?"?(\d{1,9})"?$/.exec(String(value).trim());
  if (!match) throw new HttpError(400, ERROR_CODES.validation, API_MESSAGES.badIfMatch);
  return Number(match[1]);
}

/**
 * Reads the version each write names, before its body is validated (which would drop a `version` its schema does
 * not list): `If-Match` first, else a JSON body's `version`. Only writes; the record is the route's `:id`, or the
 * one document a route without an id writes.
 */
export function registerExpectedVersion(app: FastifyInstance) {
  app.decorateRequest('expectedVersion', null);
  app.addHook('preValidation', async (request: FastifyRequest) => {
    if (request.method !== 'PUT' && request.method !== 'PATCH' && request.method !== 'DELETE') return;
    const body = request.body as { version?: unknown } | null | undefined;
    const version =
      versionIn(request.headers['if-match']) ??
      (body && typeof body === 'object' && !Array.isArray(body) ? versionIn(body.version) : null);
    if (version === null) return;
    const id = (request.params as { id?: unknown } | undefined)?.id;
    request.expectedVersion = { id: typeof id === 'string' ? id : '*', version };
  });
}

/**
 * A first save of a one-row document (company values, the legal pages) that a colleague's first save beat: the
 * one-row index refused this one (`onConflictDoNothing` wrote nothing). Refused as any save over a colleague's is,
 * 409 with theirs (issue 25).
 */
export async function savedMeanwhile(db: Db, table: PgTable & { id: PgColumn }): Promise<StaleVersion> {
  const [row] = await db
    .select({ id: table.id })
    .from(table as PgTable)
    .limit(1);
  return new StaleVersion(getTableName(table), String(row?.id ?? ''));
}
