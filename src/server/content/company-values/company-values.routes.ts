import { asc } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type CompanyValues, companyValues as companyValuesSchema } from '../../../shared/schemas/content';
import { PUBLIC } from '../../auth/guard';
import type { Db } from '../../db/client';
import { companyValues } from '../../db/schema';

/** The company values document; an empty one when none has been written yet. */
export async function getCompanyValues(db: Db): Promise<CompanyValues> {
  const [row] = await db.select().from(companyValues).orderBy(asc(companyValues.createdAt)).limit(1);
  return { headline: row?.headline ?? '', sections: row?.sections ?? [] };
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
};
