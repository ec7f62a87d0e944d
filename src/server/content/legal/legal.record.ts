/** How the stored legal pages become the records the API answers (their calls, their revisions and the trash). */
import type { PrivacyPolicy, RefundPolicy, Terms } from '../../../shared/schemas/legal';
import type { privacyPolicies, refundPolicies, terms } from '../../db/schema';
import { versionedRecordOf } from '../records';

export const toTerms = (row: typeof terms.$inferSelect): Terms => ({
  title: row.title,
  intro: row.intro,
  sections: row.sections,
  ...versionedRecordOf(row),
});

export const toRefund = (row: typeof refundPolicies.$inferSelect): RefundPolicy => ({
  title: row.title,
  description: row.description,
  items: row.items,
  ...versionedRecordOf(row),
});

export const toPrivacyPolicy = (row: typeof privacyPolicies.$inferSelect): PrivacyPolicy => ({
  _id: row.id,
  sections: row.sections,
  version: row.version,
});
