import { useLoaderData } from 'react-router';
import { PUBLIC_MESSAGES } from '../../../shared/messages';
import type { Api } from '../../api/client';
import { type PageMeta, pageTitle } from '../page';
import { loadProjects } from '../sections/loaders';
import { ProductList } from '../sections/ProductList';
import { PAGE_STRINGS } from '../sections/strings';
import { PageHero } from '../shared/Section';

export async function loader(api: Api) {
  return { products: await loadProjects(api) };
}

type Data = Awaited<ReturnType<typeof loader>>;

export function meta(): PageMeta {
  return {
    title: pageTitle('Products'),
    description: PAGE_STRINGS.productsDescription,
  };
}

/** Products (SPEC 2.4): the hero, then the product list. */
export default function ProductsPage() {
  const { products } = useLoaderData<Data>();
  return (
    <>
      <PageHero
        eyebrow={PAGE_STRINGS.productsEyebrow}
        title={PUBLIC_MESSAGES.productsHeroTitle}
        subtitle={PAGE_STRINGS.productsSubtitle}
      />
      <ProductList products={products} />
    </>
  );
}
