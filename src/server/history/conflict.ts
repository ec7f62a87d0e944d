/**
 * The answer to a write of a version no longer current (issue 25): 409 `CONFLICT` with the record as it is now
 * (`current`), who saved that version (`by`: null when the site itself did, e.g. a scheduled publish) and when
 * (`at`), read from the record's table and its newest revision. The back office shows them side by side with what
 * the writer typed; nothing of either is lost.
 */
import { and, desc, eq, getTableName } from 'drizzle-orm';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { API_MESSAGES } from '../../shared/admin-messages';
import { ERROR_CODES } from '../../shared/schemas/common';
import type { Db } from '../db/client';
import { revisions } from '../db/schema';
import { notFound, StaleVersion } from '../errors';
import { HISTORY_KINDS, type HistoryType, idColumnOf } from './registry';

const KIND_OF_TABLE = new Map(
  Object.entries(HISTORY_KINDS).map(([type, kind]) => [getTableName(kind.table), type as HistoryType]),
);

export async function conflictOf(db: Db, stale: StaleVersion) {
  const type = KIND_OF_TABLE.get(stale.table);
  if (!type) return null;
  const kind = HISTORY_KINDS[type];
  const [row] = await db
    .select()
    .from(kind.table)
    .where(eq(idColumnOf(kind.table), stale.id))
    .limit(1);
  if (!row) return null;
  const [last] = await db
    .select({ name: revisions.adminName, email: revisions.adminEmail, at: revisions.createdAt })
    .from(revisions)
    .where(and(eq(revisions.type, type), eq(revisions.recordId, stale.id)))
    .orderBy(desc(revisions.seq))
    .limit(1);
  const updatedAt = (row as { updatedAt?: Date }).updatedAt;
  return {
    message: API_MESSAGES.staleVersion,
    code: ERROR_CODES.conflict,
    current: kind.toApi(row) as Record<string, unknown>,
    by: last?.email ? { name: last.name ?? '', email: last.email } : null,
    at: (last?.at ?? updatedAt ?? new Date()).toISOString(),
  };
}

type ErrorHandler = (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => unknown;

/** `handler`, answering a stale version with its conflict (or, through `handler`, 404 when the record is gone). */
export function answeringConflicts(handler: ErrorHandler): ErrorHandler {
  return async (error, request, reply) => {
    if (!(error instanceof StaleVersion)) return handler(error, request, reply);
    const body = await conflictOf(request.server.db, error);
    if (!body) return handler(notFound() as unknown as FastifyError, request, reply);
    return reply.code(409).send(body);
  };
}
