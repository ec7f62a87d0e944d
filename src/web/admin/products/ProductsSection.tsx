import { ADMIN_OUTCOMES } from '../../../shared/admin-messages';
import { PRODUCT_WORDS as W } from '../../../shared/admin-words/catalog';
import type { Product } from '../../../shared/schemas/content';
import { AddButton, SectionHeader } from '../components/SectionHeader';
import { ErrorState, LoadingState } from '../components/States';
import { useFormView } from '../components/useFormView';
import { useLinkedRecord } from '../lib/useEditLink';
import { useProducts } from './api';
import { ProductForm } from './ProductForm';
import { ProductList } from './ProductList';

/** Products (SPEC 2.8, 4): the list with its pages, or the add/edit form; saving returns to the list. */
export default function ProductsSection() {
  const view = useFormView<Product>();
  const products = useProducts();
  // `?edit=…` (a search result, a use of a library image): that product's form opens once the list is loaded.
  useLinkedRecord(products.data, products.isSuccess, view.open);

  if (view.editing !== undefined) {
    return (
      <>
        <SectionHeader title={view.editing ? W.editTitle : W.addTitle} />
        <ProductForm product={view.editing} onDone={view.close} />
      </>
    );
  }

  return (
    <>
      <SectionHeader title={W.heading} intro={W.intro}>
        <AddButton label={W.add} onClick={() => view.open(null)} />
      </SectionHeader>
      {products.isPending ? (
        <LoadingState text={W.loading} />
      ) : products.isError ? (
        <ErrorState title={ADMIN_OUTCOMES.productFetchFailed} onRetry={() => void products.refetch()} />
      ) : (
        <ProductList products={products.data} onEdit={view.open} />
      )}
    </>
  );
}
