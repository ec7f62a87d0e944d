import { useEffect, useState } from 'react';
import { ADMIN_PAGE_SIZE } from '../../../shared/limits';

/** Client-side pages of a list (SPEC 4: paging is client-side), 9 per page by default. */
export function usePagination<T>(items: readonly T[], pageSize: number = ADMIN_PAGE_SIZE) {
  const [page, setPage] = useState(1);
  const pageCount = Math.max(1, Math.ceil(items.length / pageSize));
  // After a delete empties the last page, show the one before it.
  useEffect(() => {
    if (page > pageCount) setPage(pageCount);
  }, [page, pageCount]);
  const current = Math.min(page, pageCount);
  const start = (current - 1) * pageSize;
  return {
    page: current,
    pageCount,
    setPage,
    items: items.slice(start, start + pageSize),
    from: items.length === 0 ? 0 : start + 1,
    to: Math.min(start + pageSize, items.length),
    total: items.length,
  };
}
export type PaginationState = ReturnType<typeof usePagination>;
