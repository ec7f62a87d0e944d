import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { MEDIA_PER_PAGE } from '../../../shared/admin-words/media';
import type { MediaItem } from '../../../shared/schemas/media';
import { api } from '../lib/api';
import { useDebouncedSearch } from '../lib/useDebouncedSearch';
import type { PaginationState } from '../lib/usePagination';

/** Every cached page of the library: a save, upload or delete anywhere invalidates them all. */
export const MEDIA_KEY = ['media'] as const;

/**
 * One page of the media library with its search box's state: the typed words are searched after a short pause,
 * and a new search starts at page 1. Always read fresh: an upload in any form adds to it.
 */
export function useMediaBrowser() {
  const [page, setPage] = useState(1);
  const { typed, setTyped, q } = useDebouncedSearch(() => setPage(1));
  const query = useQuery({
    queryKey: [...MEDIA_KEY, page, q],
    queryFn: () => api.media(page, q),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
  const total = query.data?.total ?? 0;
  const pages: Omit<PaginationState, 'items'> & { items: MediaItem[] } = {
    page,
    pageCount: Math.max(1, Math.ceil(total / MEDIA_PER_PAGE)),
    setPage,
    items: query.data?.items ?? [],
    from: total === 0 ? 0 : (page - 1) * MEDIA_PER_PAGE + 1,
    to: Math.min(page * MEDIA_PER_PAGE, total),
    total,
  };
  return { typed, setTyped, q, query, pages };
}

/** A file size as people read it: 820 KB, 1.4 MB. */
export function formatBytes(bytes: number | null): string {
  if (bytes === null) return '—';
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

export const dimensions = (width: number | null, height: number | null) =>
  width && height ? `${width} × ${height}` : '—';
