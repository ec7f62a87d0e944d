import { asc, getTableColumns } from 'drizzle-orm';
import type { z } from 'zod';
import type { growthStepInput } from '../../../shared/schemas/admin-inputs';
import type { GrowthStep } from '../../../shared/schemas/content';
import type { Db } from '../../db/client';
import { growthSteps } from '../../db/schema';
import { columnNames, rawReader } from '../raw-read';
import { type Alts, altsOf, imageOf, versionedRecordOf } from '../records';

export const toGrowthStep = (row: typeof growthSteps.$inferSelect, alts?: Alts): GrowthStep => ({
  number: row.number,
  title: row.title,
  description: row.description,
  ...versionedRecordOf(row),
  ...imageOf(row, row.title, alts),
});

/** The columns a step form sets. */
export const growthStepColumns = (input: z.output<typeof growthStepInput>) => ({
  number: input.number,
  title: input.title,
  description: input.description,
});

const allSteps = rawReader<typeof growthSteps.$inferSelect>(columnNames(getTableColumns(growthSteps)), (db) =>
  db.select().from(growthSteps).orderBy(asc(growthSteps.number), asc(growthSteps.createdAt)),
);

export async function listGrowthSteps(db: Db): Promise<GrowthStep[]> {
  const rows = await allSteps(db);
  const alts = await altsOf(
    db,
    rows.map((row) => row.image),
  );
  return rows.map((row) => toGrowthStep(row, alts));
}
