import { PREVIEW_COUNT } from '../../../shared/limits';
import type { BlogList } from '../../../shared/schemas/blog';
import type { GrowthStep, Product, Service, Stats } from '../../../shared/schemas/content';
import { BlogGrid } from '../blog/BlogGrid';
import type { Block } from '../page';
import { ClientsStrip } from '../sections/ClientsStrip';
import { FeaturedProjects } from '../sections/FeaturedProjects';
import { GrowthSteps } from '../sections/GrowthSteps';
import { ProductList } from '../sections/ProductList';
import { RecentProjects } from '../sections/RecentProjects';
import { ServicesList } from '../sections/ServicesList';
import { StatsSection } from '../sections/StatsSection';
import { Testimonials } from '../sections/Testimonials';
import { Hero } from './Hero';
import { HOME_SERVICES } from './strings';

interface Props {
  services: Service[];
  stats: Parameters<typeof StatsSection>[0]['stats'];
  projects: Block<Product[]>;
  steps: GrowthStep[];
  blogs: Block<BlogList>;
}

/** The home page above the contact form: the hero and the sections of SPEC 2.4, in its order. */
export function HomeSections({ services, stats, projects, steps, blogs }: Props) {
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
    </>
  );
}

export type { Stats };
