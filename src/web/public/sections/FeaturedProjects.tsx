import { PUBLIC_MESSAGES } from '../../../shared/messages';
import type { Product } from '../../../shared/schemas/content';
import type { Block } from '../page';
import { Section } from '../shared/Section';
import { ProjectCard } from './ProjectCard';
import { ProjectsState } from './ProjectsState';
import { SECTION_STRINGS } from './strings';

/**
 * The category list is decorative (SPEC 2.4): 'ALL' stays highlighted and nothing filters, so it is a
 * plain list rather than buttons that would promise an action. It never changes: built once
 * (docs/decisions/011-constant-elements.md).
 */
const CATEGORIES = (
  <ul aria-label={SECTION_STRINGS.featuredFilters} className="flex flex-wrap gap-2">
    {PUBLIC_MESSAGES.featuredProjectsFilters.map((label, i) => (
      <li
        key={label}
        aria-current={i === 0 ? 'true' : undefined}
        className={`rounded-full px-4 py-2 text-sm font-semibold ${i === 0 ? 'bg-brand-600 text-white shadow-sm' : 'border border-ink-900/10 bg-white text-ink-700'}`}
      >
        {label}
      </li>
    ))}
  </ul>
);

/** Featured projects: the category list and a grid of every project (SPEC 2.4). */
export function FeaturedProjects({ projects }: { projects: Block<Product[]> }) {
  return (
    <Section
      id="featured-heading"
      eyebrow={SECTION_STRINGS.featuredEyebrow}
      title={SECTION_STRINGS.featuredTitle}
      action={CATEGORIES}
    >
      <ProjectsState projects={projects}>
        {(list) => (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3 lg:gap-8">
            {list.map((project) => (
              <li key={project._id}>
                <ProjectCard project={project} />
              </li>
            ))}
          </ul>
        )}
      </ProjectsState>
    </Section>
  );
}
