import { ExternalLink } from 'lucide-react';
import type { ReactNode } from 'react';
import { ADMIN_OUTCOMES } from '../../../shared/admin-messages';
import { PRODUCT_WORDS as W } from '../../../shared/admin-words/catalog';
import type { Product } from '../../../shared/schemas/content';
import { Img } from '../../components/Img';
import { EditDeleteButtons } from '../components/IconButton';
import { MoveAnnouncer, MoveButtons, useReorder } from '../components/MoveButtons';
import { Pagination } from '../components/Pagination';
import { EmptyState } from '../components/States';
import { useConfirmedDelete } from '../components/useConfirmedDelete';
import { queryKeys } from '../lib/query';
import { usePagination } from '../lib/usePagination';
import { useDeleteProduct } from './api';

function ProductCard({
  product,
  onEdit,
  onDelete,
  busy,
  move,
}: {
  move: ReactNode;
  product: Product;
  onEdit: () => void;
  onDelete: () => void;
  busy: boolean;
}) {
  return (
    <li className="flex overflow-hidden rounded-2xl border border-ink-900/5 bg-white shadow-sm sm:flex-col">
      <Img
        src={product.imageUrl}
        srcSet={product.imageSrcset}
        sizes="(min-width: 1024px) 320px, (min-width: 640px) 50vw, 100vw"
        width={product.imageWidth ?? 1600}
        height={product.imageHeight ?? 1000}
        alt=""
        className="h-auto w-24 shrink-0 bg-slate-100 object-cover sm:aspect-[16/10] sm:w-full"
      />
      <div className="flex min-w-0 flex-1 flex-col p-4 sm:p-5">
        <div className="flex items-start justify-between gap-2">
          <h2 className="min-w-0 pt-1.5 text-base font-semibold break-words text-ink-900">{product.name}</h2>
          {move}
        </div>
        <p className="mt-1.5 line-clamp-2 flex-1 sm:line-clamp-3 text-sm text-ink-500">{product.description}</p>
        <div className="mt-3 flex items-center justify-between gap-2 border-t border-ink-900/5 pt-2 sm:mt-4 sm:pt-3">
          {product.link ? (
            <a
              href={product.link}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex min-w-0 items-center gap-1.5 text-sm font-medium text-brand-700 hover:text-brand-800"
            >
              <ExternalLink aria-hidden="true" className="size-4 shrink-0" />
              <span className="truncate">
                <span className="sr-only">{W.visit(product.name)}: </span>
                {product.link.replace(/^https?:\/\//, '')}
              </span>
            </a>
          ) : (
            <span className="text-sm text-ink-500">{W.noLink}</span>
          )}
          <EditDeleteButtons
            className="flex shrink-0 gap-1"
            editLabel={W.edit(product.name)}
            deleteLabel={W.remove(product.name)}
            onEdit={onEdit}
            onDelete={onDelete}
            deleting={busy}
          />
        </div>
      </div>
    </li>
  );
}

/** The products, nine to a page, each with its link and its edit and delete buttons. */
export function ProductList({ products, onEdit }: { products: Product[]; onEdit: (product: Product) => void }) {
  const pages = usePagination(products, 'products');
  const order = useReorder<Product>('product', queryKeys.products);
  const { remove, deletingId } = useConfirmedDelete(useDeleteProduct(), {
    question: W.deleteConfirm,
    deleted: W.deleted,
    failed: ADMIN_OUTCOMES.productDeleteFailed,
  });

  if (products.length === 0) return <EmptyState title={W.empty} text={W.emptyText} />;
  return (
    <>
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {pages.items.map((product) => (
          <ProductCard
            key={product._id}
            product={product}
            onEdit={() => onEdit(product)}
            onDelete={() => void remove(product)}
            busy={deletingId === product._id}
            move={
              <MoveButtons
                className="-mt-1 -mr-2 flex shrink-0 gap-0.5"
                id={product._id}
                name={product.name}
                index={products.indexOf(product)}
                total={products.length}
                onMove={(by) => order.move(products, product, by, product.name)}
              />
            }
          />
        ))}
      </ul>
      <MoveAnnouncer text={order.announcement} />
      <Pagination state={pages} label={W.pagination} />
    </>
  );
}
