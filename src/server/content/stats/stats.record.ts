/** How the stored stats become the record the API answers (its calls, its revisions and the trash). */
import type { Stats } from '../../../shared/schemas/content';
import type { stats } from '../../db/schema';
import { versionedRecordOf } from '../records';

export const toStats = (row: typeof stats.$inferSelect): Stats => ({
  headline: row.headline,
  description: row.description,
  loyalClients: row.loyalClients,
  experts: row.experts,
  yearsExperience: row.yearsExperience,
  techAwards: row.techAwards,
  ...versionedRecordOf(row),
});
