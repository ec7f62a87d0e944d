import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { privacyPolicyInput, refundPolicyInput, termsInput } from '../../../shared/schemas/admin-inputs';
import { errorBody } from '../../../shared/schemas/common';
import {
  type PrivacyPolicy,
  privacyPolicy,
  type RefundPolicy,
  refundPolicy,
  type Terms,
  terms as termsSchema,
} from '../../../shared/schemas/legal';
import { ADMINISTRATOR, PUBLIC } from '../../auth/guard';
import type { Db } from '../../db/client';
import { privacyPolicies, refundPolicies, terms } from '../../db/schema';
import { savedMeanwhile, write } from '../write';
import { toPrivacyPolicy, toRefund, toTerms } from './legal.record';

export async function listTerms(db: Db): Promise<Terms[]> {
  return (await db.select().from(terms).orderBy(asc(terms.createdAt)).limit(1)).map(toTerms);
}

export async function listRefundPolicies(db: Db): Promise<RefundPolicy[]> {
  return (await db.select().from(refundPolicies).orderBy(asc(refundPolicies.createdAt)).limit(1)).map(toRefund);
}

/** The privacy policy; with none written yet, an empty one (the page then shows its empty state). */
export async function getPrivacyPolicy(db: Db): Promise<PrivacyPolicy> {
  const [row] = await db.select().from(privacyPolicies).orderBy(asc(privacyPolicies.createdAt)).limit(1);
  return row ? toPrivacyPolicy(row) : { _id: '', sections: [], version: 0 };
}

/** Sections keep their ids across edits (stable anchors); new ones get one. */
const withIds = <S extends { _id?: string | undefined }>(sections: S[]) =>
  sections.map(({ _id, ...rest }) => ({ ...rest, _id: _id || randomUUID() }));

const errors = { 400: errorBody, 401: errorBody };

export const legalRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/terms',
    {
      config: PUBLIC,
      schema: { tags: ['legal'], summary: 'Terms of service (0 or 1)', response: { 200: z.array(termsSchema) } },
    },
    () => listTerms(app.db),
  );
  app.get(
    '/refund',
    {
      config: PUBLIC,
      schema: { tags: ['legal'], summary: 'Refund policy (0 or 1)', response: { 200: z.array(refundPolicy) } },
    },
    () => listRefundPolicies(app.db),
  );
  app.get(
    '/privacypolicy',
    { config: PUBLIC, schema: { tags: ['legal'], summary: 'Privacy policy', response: { 200: privacyPolicy } } },
    () => getPrivacyPolicy(app.db),
  );

  // Each legal page is one document: PUT creates it the first time and replaces it after.
  app.put(
    '/terms',
    {
      config: ADMINISTRATOR,
      schema: {
        tags: ['legal'],
        summary: 'Create or replace the terms',
        body: termsInput,
        response: { 200: termsSchema, ...errors },
      },
    },
    async (request) => {
      const values = { ...request.body, sections: withIds(request.body.sections), updatedAt: new Date() };
      const [row] = await write(request, async (db) => {
        const [existing] = await listTerms(db);
        return existing
          ? db.update(terms).set(values).where(eq(terms.id, existing._id)).returning()
          : db.insert(terms).values(values).onConflictDoNothing().returning();
      });
      if (!row) throw await savedMeanwhile(app.db, terms);
      return toTerms(row);
    },
  );
  app.put(
    '/refund',
    {
      config: ADMINISTRATOR,
      schema: {
        tags: ['legal'],
        summary: 'Create or replace the refund policy',
        body: refundPolicyInput,
        response: { 200: refundPolicy, ...errors },
      },
    },
    async (request) => {
      const values = { ...request.body, updatedAt: new Date() };
      const [row] = await write(request, async (db) => {
        const [existing] = await listRefundPolicies(db);
        return existing
          ? db.update(refundPolicies).set(values).where(eq(refundPolicies.id, existing._id)).returning()
          : db.insert(refundPolicies).values(values).onConflictDoNothing().returning();
      });
      if (!row) throw await savedMeanwhile(app.db, refundPolicies);
      return toRefund(row);
    },
  );
  app.put(
    '/privacypolicy',
    {
      config: ADMINISTRATOR,
      schema: {
        tags: ['legal'],
        summary: 'Create or replace the privacy policy',
        body: privacyPolicyInput,
        response: { 200: privacyPolicy, ...errors },
      },
    },
    async (request) => {
      const values = { sections: withIds(request.body.sections), updatedAt: new Date() };
      const [row] = await write(request, async (db) => {
        const existing = await getPrivacyPolicy(db);
        return existing._id
          ? db.update(privacyPolicies).set(values).where(eq(privacyPolicies.id, existing._id)).returning()
          : db.insert(privacyPolicies).values(values).onConflictDoNothing().returning();
      });
      if (!row) throw await savedMeanwhile(app.db, privacyPolicies);
      return toPrivacyPolicy(row);
    },
  );
};
