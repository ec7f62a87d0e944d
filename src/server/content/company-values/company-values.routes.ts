import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { companyValuesInput } from '../../../shared/schemas/admin-inputs';
import { errorBody } from '../../../shared/schemas/common';
import { type CompanyValues, companyValues as companyValuesSchema } from '../../../shared/schemas/content';
import { EDITOR, PUBLIC } from '../../auth/guard';
import type { Db } from '../../db/client';
import { companyValues } from '../../db/schema';
import { savedMeanwhile, write } from '../write';

/** The company values document; an empty one when none has been written yet. */
export async function getCompanyValues(db: Db): Promise<CompanyValues> {
  const [row] = await db.select().from(companyValues).orderBy(asc(companyValues.createdAt)).limit(1);
  return { headline: row?.headline ?? '', sections: row?.sections ?? [], version: row?.version ?? 0 };
}

export const companyValuesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/company-values',
    {
      config: PUBLIC,
      schema: { tags: ['company values'], summary: 'Headline and sections', response: { 200: companyValuesSchema } },
    },
    () => getCompanyValues(app.db),
  );

  app.put(
    '/company-values',
    {
      config: EDITOR,
      schema: {
        tags: ['company values'],
        summary: 'Create or replace the company values',
        body: companyValuesInput,
        response: { 200: companyValuesSchema, 400: errorBody, 401: errorBody },
      },
    },
    async (request) => {
      const headline = request.body.headline;
      // Sections keep their ids across edits, so anchors and list keys stay stable; new ones get one.
      const sections = request.body.sections.map(({ _id, ...section }) => ({ ...section, _id: _id || randomUUID() }));
      const [row] = await write(request, async (tx) => {
        const [existing] = await tx
          .select({ id: companyValues.id })
          .from(companyValues)
          .orderBy(asc(companyValues.createdAt))
          .limit(1);
        return existing
          ? tx
              .update(companyValues)
              .set({ headline, sections, updatedAt: new Date() })
              .where(eq(companyValues.id, existing.id))
              .returning()
          : tx.insert(companyValues).values({ headline, sections }).onConflictDoNothing().returning();
      });
      if (!row) throw await savedMeanwhile(app.db, companyValues);
      return { headline, sections, version: row.version };
    },
  );
};
