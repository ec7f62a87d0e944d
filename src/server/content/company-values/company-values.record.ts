/**
 * How the stored company values become a record in their revisions and the trash. The public call answers the
 * same without `_id` (there is only one document), so it does not use this.
 */
import type { CompanyValues } from '../../../shared/schemas/content';
import type { companyValues } from '../../db/schema';

export const toCompanyValues = (row: typeof companyValues.$inferSelect): CompanyValues & { _id: string } => ({
  _id: row.id,
  headline: row.headline,
  sections: row.sections,
  version: row.version,
});
