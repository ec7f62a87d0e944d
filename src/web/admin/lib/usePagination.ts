import { useEffect, useState } from 'react';
import { ADMIN_PAGE_SIZE } from '../../../shared/limits';

/** The page each list was on, by its `rememberAs` name, for as long as the back office is open. */
const rememberedPages = new Map<string, number>();

/**
 * Client-side pages of a list (SPEC 4: paging is client-side), 9 per page. A list named by `rememberAs`
 * opens on the page it was left on, so adding or editing a record returns to the same page of the list.
 */
export function usePagination<T>(items: readonly T[], rememberAs?: string, pageSize: number = ADMIN_PAGE_SIZE) {
  const [page, setCurrentPage] = useState(() => (rememberAs && rememberedPages.get(rememberAs)) || 1);
  const setPage = (next: number) => {
    if (rememberAs) rememberedPages.set(rememberAs, next);
    setCurrentPage(next);
  };
  const pageCount = Math.max(1, Math.ceil(items.length / pageSize));
  // After a delete empties the last page, show the one before it (not while the list is still loading).
  useEffect(() => {
    if (page <= pageCount || items.length === 0) return;
    if (rememberAs) rememberedPages.set(rememberAs, pageCount);
    setCurrentPage(pageCount);
  }, [page, pageCount, rememberAs, items.length]);
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
