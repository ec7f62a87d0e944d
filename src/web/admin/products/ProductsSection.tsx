import { Plus } from 'lucide-react';
import { useState } from 'react';
import { ADMIN_OUTCOMES } from '../../../shared/admin-messages';
import { PRODUCT_WORDS as W } from '../../../shared/admin-words/catalog';
import type { Product } from '../../../shared/schemas/content';
import { SectionHeader } from '../components/SectionHeader';
import { ErrorState, LoadingState } from '../components/States';
import { useProducts } from './api';
import { ProductForm } from './ProductForm';
import { ProductList } from './ProductList';

/** What the section shows: the list, or the form for a new product (null) or an existing one. */
type View = { mode: 'list' } | { mode: 'form'; product: Product | null };

/** Products (SPEC 2.8, 4): the list with its pages, or the add/edit form; saving returns to the list. */
export default function ProductsSection() {
  const [view, setView] = useState<View>({ mode: 'list' });
  const products = useProducts();
  const toList = () => {
    setView({ mode: 'list' });
    window.scrollTo({ top: 0 });
  };

  if (view.mode === 'form') {
    return (
      <>
        <SectionHeader title={view.product ? W.editTitle : W.addTitle} />
        <ProductForm product={view.product} onDone={toList} />
      </>
    );
  }

  return (
    <>
      <SectionHeader title={W.heading} intro={W.intro}>
        <button
          type="button"
          className="btn-primary rounded-lg py-2.5"
          onClick={() => setView({ mode: 'form', product: null })}
        >
          <Plus aria-hidden="true" className="size-4" />
          {W.add}
        </button>
      </SectionHeader>
      {products.isPending ? (
        <LoadingState text={W.loading} />
      ) : products.isError ? (
        <ErrorState title={ADMIN_OUTCOMES.productFetchFailed} onRetry={() => void products.refetch()} />
      ) : (
        <ProductList products={products.data} onEdit={(product) => setView({ mode: 'form', product })} />
      )}
    </>
  );
}
