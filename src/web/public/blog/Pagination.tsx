import { ChevronLeft, ChevronRight } from 'lucide-react';
import { pageWindow } from '../../../shared/page-window';
import { BLOG_STRINGS } from './strings';

/** The address of a page of the list, or of the search for `q`. */
const pageHref = (q: string) => (page: number) => {
  const params = new URLSearchParams();
  if (q) params.set('q', q);
  if (page > 1) params.set('page', String(page));
  const search = params.toString();
  return search ? `/blog?${search}` : '/blog';
};

const base =
  'inline-flex h-10 min-w-10 items-center justify-center gap-1 rounded-full px-3 text-sm font-semibold transition';
const idle = `${base} border border-ink-900/10 bg-white text-ink-700 hover:border-brand-600 hover:text-brand-700`;

/**
 * Page links as plain anchors (`/blog?page=N`), so paging works before and without JavaScript: the first,
 * the last and the pages around the current one (a long list does not send a link to every page).
 */
export function Pagination({ page, totalPages, q = '' }: { page: number; totalPages: number; q?: string }) {
  if (totalPages <= 1) return null;
  const href = pageHref(q);
  const links = pageWindow(page, totalPages);
  return (
    <nav aria-label={BLOG_STRINGS.pagination} className="mt-12 flex flex-wrap items-center justify-center gap-2">
      {page > 1 && (
        <a href={href(page - 1)} className={idle} rel="prev">
          <ChevronLeft aria-hidden="true" className="size-4" />
          {BLOG_STRINGS.previousPage}
        </a>
      )}
      {links.map((n, i) =>
        n === 'gap' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: a gap has no page number of its own
          <span key={`gap-${i}`} aria-hidden="true" className="px-1 text-ink-500">
            …
          </span>
        ) : n === page ? (
          <span key={n} aria-current="page" className={`${base} bg-brand-600 text-white shadow-sm`}>
            {n}
          </span>
        ) : (
          <a key={n} href={href(n)} className={idle} aria-label={`Page ${n}`}>
            {n}
          </a>
        ),
      )}
      {page < totalPages && (
        <a href={href(page + 1)} className={idle} rel="next">
          {BLOG_STRINGS.nextPage}
          <ChevronRight aria-hidden="true" className="size-4" />
        </a>
      )}
    </nav>
  );
}
