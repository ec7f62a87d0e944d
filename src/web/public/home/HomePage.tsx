import { useLoaderData } from 'react-router';
import { PREVIEW_COUNT } from '../../../shared/limits';
import { PUBLIC_MESSAGES } from '../../../shared/messages';
import type { Api } from '../../api/client';
import { deferredComponent, StaticIsland } from '../../components/StaticIsland';
import { ContactSection } from '../contact/ContactSection';
import { block, type PageMeta } from '../page';
import { loadGrowthSteps, loadProjects, loadServices, loadStats } from '../sections/loaders';
import { organizationJsonLd } from '../seo';
import { HOME_STRINGS } from './strings';

/**
 * Everything above the contact form has no interactivity: on the server it renders here;
 * in the browser the server's markup is kept without this code (see StaticIsland), and it is fetched only
 * when the visitor navigates to the home page from another page.
 */
const Sections = deferredComponent(() => import('./HomeSections'));

export async function loader(api: Api) {
  const [services, stats, projects, steps, blogs] = await Promise.all([
    loadServices(api),
    loadStats(api),
    loadProjects(api),
    loadGrowthSteps(api),
    block(() => api.blogs({ limit: PREVIEW_COUNT }), PUBLIC_MESSAGES.blogsFailed),
    Sections.load(),
  ]);
  return { services, stats, projects, steps, blogs };
}

type Data = Awaited<ReturnType<typeof loader>>;

export function meta(_data: Data, url: URL): PageMeta {
  return { title: HOME_STRINGS.title, description: HOME_STRINGS.description, jsonLd: [organizationJsonLd(url)] };
}

/** The home page, in the order of SPEC 2.4. */
export default function HomePage() {
  const data = useLoaderData<Data>();
  return (
    <>
      <StaticIsland id="home-sections">
        <Sections.Component {...data} />
      </StaticIsland>
      {/* The blog grid above has the same tint: a rule keeps the two sections apart. */}
      <div className="border-t border-ink-900/5">
        <ContactSection />
      </div>
    </>
  );
}
