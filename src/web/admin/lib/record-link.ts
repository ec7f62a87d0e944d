import { SECTION_OF_TYPE } from '../../../shared/admin-words/history';

/** Kinds whose section opens one record's form from `?edit=<id>` (useEditLink.ts). */
const OPENS_ITS_FORM = new Set(['blog', 'team', 'service', 'product', 'achievements', 'growthsteps']);

/**
 * Where a record is edited: its section, with the record's own form open where the section can open it from the
 * address (a post, a team member, a service, a product, an achievement, a growth step), else the section itself.
 */
export function recordLink(type: string, id: string): string {
  const section = `/admin?section=${SECTION_OF_TYPE[type] ?? 'dashboard'}`;
  return OPENS_ITS_FORM.has(type) ? `${section}&edit=${encodeURIComponent(id)}` : section;
}
