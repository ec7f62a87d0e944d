/** How a stored achievement row becomes the record the API answers (its calls, its revisions and the trash). */
import type { Achievement } from '../../../shared/schemas/content';
import type { achievements } from '../../db/schema';
import { versionedRecordOf } from '../records';

export const toAchievement = (row: typeof achievements.$inferSelect): Achievement => ({
  title: row.title,
  description: row.description,
  statistics: {
    projectsCompleted: row.projectsCompleted,
    yearOnYearGrowth: row.yearOnYearGrowth,
    funded: row.funded,
    downloads: row.downloads,
  },
  date: row.date,
  ...versionedRecordOf(row),
});
