import { HOME_PROJECTS } from '../../../shared/limits';
import { PUBLIC_MESSAGES } from '../../../shared/messages';
import type { Product } from '../../../shared/schemas/content';
import { Img } from '../../components/Img';
import { Section } from '../shared/Section';
import { SECTION_STRINGS } from './strings';

/**
 * 'See Our Recent Work': the first 3 projects, each with image, name and description (SPEC 2.4, 9). The
 * first is the large one; on wide screens the other two sit beside it. Nothing shows when there are none
 * (the featured grid above already says why).
 */
export function RecentProjects({ projects }: { projects: Product[] }) {
  const recent = projects.slice(0, HOME_PROJECTS);
  if (recent.length === 0) return null;
  return (
    <Section id="recent-heading" eyebrow={SECTION_STRINGS.recentEyebrow} title={PUBLIC_MESSAGES.recentWorkHeading}>
      <ul className="grid gap-6 lg:grid-cols-2 lg:grid-rows-2 lg:gap-8">
        {recent.map((project, i) => (
          <li
            key={project._id}
            className={`group overflow-hidden rounded-2xl border border-ink-900/5 bg-white shadow-sm ${i === 0 ? 'lg:row-span-2' : 'sm:grid sm:grid-cols-[2fr_3fr]'}`}
          >
            <div className={`overflow-hidden bg-brand-50 ${i === 0 ? '' : 'sm:h-full'}`}>
              <Img
                src={project.imageUrl}
                srcSet={project.imageSrcset}
                sizes={
                  i === 0
                    ? '(min-width: 1280px) 600px, (min-width: 1024px) 47vw, 100vw'
                    : '(min-width: 640px) 40vw, 100vw'
                }
                width={project.imageWidth ?? 1600}
                height={project.imageHeight ?? 1000}
                alt={project.imageAlt}
                className={`w-full object-cover transition duration-500 group-hover:scale-[1.03] ${i === 0 ? 'aspect-[16/10] lg:aspect-[4/3]' : 'aspect-[16/10] sm:h-full'}`}
              />
            </div>
            <div className={i === 0 ? 'p-6 sm:p-8' : 'p-6'}>
              <h3 className={`font-semibold text-ink-900 ${i === 0 ? 'text-xl sm:text-2xl' : 'text-lg'}`}>
                {project.name}
              </h3>
              <p className={`mt-2 leading-relaxed text-ink-500 ${i === 0 ? 'text-base' : 'line-clamp-4 text-sm'}`}>
                {project.description}
              </p>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}
