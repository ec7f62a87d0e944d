import type { Product } from '../../../shared/schemas/content';
import { Img } from '../../components/Img';

/** The three looks a project can ask for (SPEC 3: white, black-img-white-text, or other). */
const LOOKS = {
  white: { card: 'border-ink-900/5 bg-white', title: 'text-ink-900', text: 'text-ink-500', image: 'bg-brand-50' },
  'black-img-white-text': {
    card: 'border-white/10 bg-ink-900',
    title: 'text-white',
    text: 'text-white/75',
    image: 'bg-ink-700',
  },
  other: { card: 'border-brand-100 bg-brand-50', title: 'text-ink-900', text: 'text-ink-700', image: 'bg-brand-100' },
} as const;

export const projectLook = (style: Product['style']) => LOOKS[style ?? 'white'];

const CARD_SIZES = '(min-width: 1280px) 400px, (min-width: 1024px) 31vw, (min-width: 640px) 47vw, 100vw';

/** A project in the featured grid: image, name and description, in the look its `style` asks for. */
export function ProjectCard({ project }: { project: Product }) {
  const look = projectLook(project.style);
  return (
    <article
      className={`group flex h-full flex-col overflow-hidden rounded-2xl border shadow-sm transition hover:-translate-y-0.5 hover:shadow-lg ${look.card}`}
    >
      <div className={`overflow-hidden ${look.image}`}>
        <Img
          src={project.imageUrl}
          srcSet={project.imageSrcset}
          sizes={CARD_SIZES}
          width={project.imageWidth ?? 1600}
          height={project.imageHeight ?? 1000}
          alt={project.imageAlt}
          className="aspect-[16/10] w-full object-cover transition duration-500 group-hover:scale-[1.03]"
        />
      </div>
      <div className="flex flex-1 flex-col p-6">
        <h3 className={`text-lg font-semibold ${look.title}`}>{project.name}</h3>
        <p className={`mt-2 text-sm leading-relaxed ${look.text}`}>{project.description}</p>
      </div>
    </article>
  );
}
