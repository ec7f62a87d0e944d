/** How a stored about-us row becomes the record the API answers (its calls, its revisions and the trash). */
import type { AboutUs } from '../../../shared/schemas/content';
import type { aboutUs } from '../../db/schema';
import { versionedRecordOf } from '../records';

export const toAboutUs = (row: typeof aboutUs.$inferSelect): AboutUs => ({
  title: row.title,
  description: row.description,
  aboutTitle: row.aboutTitle,
  aboutDescription: row.aboutDescription,
  ...versionedRecordOf(row),
});
