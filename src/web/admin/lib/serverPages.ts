import { useEffect } from 'react';
import type { PaginationState } from './usePagination';

/**
 * The pager's state of a list paged on the server (issue 29): `items` is the page the server answered, `total`
 * how many match in all. After a delete empties the last page, the page before it is shown.
 */
export function useServerPages<T>(
  page: number,
  setPage: (page: number) => void,
  answer: { items: T[]; total: number; more?: boolean } | undefined,
  pageSize: number,
): Omit<PaginationState, 'items'> & { items: T[]; more: boolean } {
  const total = answer?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  useEffect(() => {
    if (answer && total > 0 && page > pageCount) setPage(pageCount);
  }, [answer, total, page, pageCount, setPage]);
  return {
    page,
    pageCount,
    setPage,
    items: answer?.items ?? [],
    from: total === 0 ? 0 : Math.min((page - 1) * pageSize + 1, total),
    to: Math.min(page * pageSize, total),
    total,
    more: answer?.more ?? false,
  };
}
