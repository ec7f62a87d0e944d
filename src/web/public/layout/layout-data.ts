import type { ContactInfo } from '../../../shared/schemas/content';
import type { Api } from '../../api/client';

export interface LayoutData {
  contactInfo: ContactInfo | null;
  /** The first four services, for the footer (SPEC 2.3). */
  services: string[];
}

/** What the header and footer show on every page: loaded once, not on every navigation. */
export async function layoutLoader(api: Api): Promise<LayoutData> {
  const [contactInfo, services] = await Promise.all([
    api.contactInfo().catch(() => null),
    api.services().then(
      (list) => list.slice(0, 4).map((s) => s.name),
      () => [],
    ),
  ]);
  return { contactInfo, services };
}
