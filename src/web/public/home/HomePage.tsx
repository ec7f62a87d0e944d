import { useLoaderData } from 'react-router';
import { PREVIEW_COUNT } from '../../../shared/limits';
import { PUBLIC_MESSAGES } from '../../../shared/messages';
import type { Api } from '../../api/client';
import { BlogGrid } from '../blog/BlogGrid';
import { ContactSection } from '../contact/ContactSection';
import { block, type PageMeta } from '../page';
import { ClientsStrip } from '../sections/ClientsStrip';
import { FeaturedProjects } from '../sections/FeaturedProjects';
import { GrowthSteps } from '../sections/GrowthSteps';
import { loadGrowthSteps, loadProjects, loadServices, loadStats } from '../sections/loaders';
import { ProductList } from '../sections/ProductList';
import { RecentProjects } from '../sections/RecentProjects';
import { ServicesList } from '../sections/ServicesList';
import { StatsSection } from '../sections/StatsSection';
import { Testimonials } from '../sections/Testimonials';
import { organizationJsonLd } from '../seo';
import { Hero } from './Hero';
import { HOME_SERVICES, HOME_STRINGS } from './strings';

export async function loader(api: Api) {
  const [services, stats, projects, steps, blogs] = await Promise.all([
    loadServices(api),
    loadStats(api),
    loadProjects(api),
    loadGrowthSteps(api),
    block(() => api.blogs({ limit: PREVIEW_COUNT }), PUBLIC_MESSAGES.blogsFailed),
  ]);
  return { services, stats, projects, steps, blogs };
}

type Data = Awaited<ReturnType<typeof loader>>;

export function meta(_data: Data, url: URL): PageMeta {
  return { title: HOME_STRINGS.title, description: HOME_STRINGS.description, jsonLd: [organizationJsonLd(url)] };
}

/** The home page, in the order of SPEC 2.4. */
export default function HomePage() {
  const { services, stats, projects, steps, blogs } = useLoaderData<Data>();
  const projectList = projects.ok ? projects.data : [];
  return (
    <>
      <Hero showcase={services[0]} />
      <ClientsStrip />
      <ServicesList services={services} limit={HOME_SERVICES} tone="tint" />
      <StatsSection stats={stats} />
      <FeaturedProjects projects={projects} />
      <Testimonials />
      <RecentProjects projects={projectList} />
      <GrowthSteps steps={steps} tone="tint" />
      <ProductList products={projects} limit={PREVIEW_COUNT} />
      <BlogGrid
        blogs={blogs.ok ? blogs.data.blogs.slice(0, PREVIEW_COUNT) : []}
        showReadAll
        {...(blogs.ok ? {} : { error: blogs.error })}
      />
      {/* The blog grid above has the same tint: a rule keeps the two sections apart. */}
      <div className="border-t border-ink-900/5">
        <ContactSection />
      </div>
    </>
  );
}
