import { useLoaderData } from 'react-router';
import { PREVIEW_COUNT } from '../../../shared/limits';
import { PUBLIC_MESSAGES } from '../../../shared/messages';
import type { Api } from '../../api/client';
import { ContactSection } from '../contact/ContactSection';
import { block, type PageMeta } from '../page';
import { loadGrowthSteps, loadProjects, loadServices, loadStats } from '../sections/loaders';
import { organizationJsonLd } from '../seo';
import { HomeSections } from './HomeSections';
import { HOME_STRINGS } from './strings';

export async function loader(api: Api) {
  const [services, stats, projects, steps, blogs, contactInfo] = await Promise.all([
    loadServices(api),
    loadStats(api),
    loadProjects(api),
    loadGrowthSteps(api),
    block(() => api.blogs({ limit: PREVIEW_COUNT }), PUBLIC_MESSAGES.blogsFailed),
    // For the company's structured data (the layout reads the same answer: one call per render).
    api.contactInfo().catch(() => null),
  ]);
  return { services, stats, projects, steps, blogs, contactInfo };
}

type Data = Awaited<ReturnType<typeof loader>>;

export function meta(data: Data, url: URL): PageMeta {
  return {
    title: HOME_STRINGS.title,
    description: HOME_STRINGS.description,
    jsonLd: [organizationJsonLd(url, data.contactInfo)],
  };
}

/** The home page, in the order of SPEC 2.4. */
export default function HomePage() {
  const data = useLoaderData<Data>();
  return (
    <>
      <HomeSections {...data} />
      {/* The blog grid above has the same tint: a rule keeps the two sections apart. */}
      <div className="border-t border-ink-900/5">
        <ContactSection />
      </div>
    </>
  );
}
