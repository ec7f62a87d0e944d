import { asc } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  type PrivacyPolicy,
  privacyPolicy,
  type RefundPolicy,
  refundPolicy,
  type Terms,
  terms as termsSchema,
} from '../../../shared/schemas/legal';
import { PUBLIC } from '../../auth/guard';
import type { Db } from '../../db/client';
import { privacyPolicies, refundPolicies, terms } from '../../db/schema';
import { recordOf } from '../records';

export async function listTerms(db: Db): Promise<Terms[]> {
  const rows = await db.select().from(terms).orderBy(asc(terms.createdAt)).limit(1);
  return rows.map((row) => ({ ...recordOf(row), title: row.title, intro: row.intro, sections: row.sections }));
}

export async function listRefundPolicies(db: Db): Promise<RefundPolicy[]> {
  const rows = await db.select().from(refundPolicies).orderBy(asc(refundPolicies.createdAt)).limit(1);
  return rows.map((row) => ({ ...recordOf(row), title: row.title, description: row.description, items: row.items }));
}

/** The privacy policy; with none written yet, an empty one (the page then shows its empty state). */
export async function getPrivacyPolicy(db: Db): Promise<PrivacyPolicy> {
  const [row] = await db.select().from(privacyPolicies).orderBy(asc(privacyPolicies.createdAt)).limit(1);
  return { _id: row?.id ?? '', sections: row?.sections ?? [] };
}

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
};
