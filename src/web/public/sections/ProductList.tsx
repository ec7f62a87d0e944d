import { PUBLIC_MESSAGES } from '../../../shared/messages';
import type { Product } from '../../../shared/schemas/content';
import type { Block } from '../page';
import { Section } from '../shared/Section';
import { ProductCard } from './ProductCard';
import { ProjectsState } from './ProjectsState';
import { SECTION_STRINGS } from './strings';

interface Props {
  products: Block<Product[]>;
  /** Show only the first `limit` (the home page's preview), with 'View All' to /products when more exist. */
  limit?: number;
  tone?: 'white' | 'tint';
}

/** The product list (SPEC 2.4), with the projects block's error and empty states (SPEC 8). */
export function ProductList({ products, limit, tone = 'white' }: Props) {
  const more = products.ok && limit !== undefined && products.data.length > limit;
  return (
    <Section
      id="products-heading"
      eyebrow={SECTION_STRINGS.productsEyebrow}
      title={SECTION_STRINGS.productsTitle}
      intro={SECTION_STRINGS.productsIntro}
      tone={tone}
      action={
        more ? (
          <a href="/products" className="btn-secondary">
            {PUBLIC_MESSAGES.viewAll}
            <span className="sr-only"> {SECTION_STRINGS.productsEyebrow.toLowerCase()}</span>
          </a>
        ) : undefined
      }
    >
      <ProjectsState projects={products}>
        {(list) => (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3 lg:gap-8">
            {(limit === undefined ? list : list.slice(0, limit)).map((product) => (
              <li key={product._id}>
                <ProductCard product={product} />
              </li>
            ))}
          </ul>
        )}
      </ProjectsState>
    </Section>
  );
}
