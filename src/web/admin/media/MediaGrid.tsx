import type { ReactNode } from 'react';
import { MEDIA_WORDS as W } from '../../../shared/admin-words/media';
import type { MediaItem } from '../../../shared/schemas/media';
import { Img } from '../../components/Img';
import { Pagination } from '../components/Pagination';
import { SearchBox } from '../components/SearchBox';
import { EmptyState, ErrorState, LoadingState } from '../components/States';
import { dimensions, formatBytes, type useMediaBrowser } from './api';

/** The library's search box. */
export function MediaSearch({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return <SearchBox label={W.search} placeholder={W.searchPlaceholder} value={value} onChange={onChange} />;
}

/**
 * A page of the library as a grid of thumbnails with their name and size. Each card's button is its file name
 * (named by `label`, which contains it), stretched over the whole card so that the card is one click target; the
 * size stays outside the button, so that what the button shows is part of what it is called (axe's
 * label-content-name-mismatch, issue 27).
 */
export function MediaGrid({
  browser,
  label,
  onPick,
  badge,
  compact = false,
}: {
  browser: ReturnType<typeof useMediaBrowser>;
  label: (item: MediaItem) => string;
  onPick: (item: MediaItem) => void;
  badge?: (item: MediaItem) => ReactNode;
  compact?: boolean;
}) {
  const { query, pages, q } = browser;
  if (query.isPending) return <LoadingState text={W.loading} />;
  if (query.isError) return <ErrorState title={W.loadFailed} onRetry={() => query.refetch()} />;
  if (pages.total === 0) {
    return q ? <EmptyState title={W.noMatch(q)} /> : <EmptyState title={W.empty} text={W.emptyText} />;
  }
  const columns = compact
    ? 'grid-cols-2 sm:grid-cols-3 lg:grid-cols-4'
    : 'grid-cols-2 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-6';
  return (
    <>
      <ul className={`grid gap-3 sm:gap-4 ${columns}`} aria-busy={query.isFetching}>
        {pages.items.map((item) => (
          <li
            key={item._id}
            className="relative overflow-hidden rounded-xl border border-ink-900/10 bg-white shadow-xs transition focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-brand-600 hover:border-brand-600 hover:shadow-md"
          >
            <div className="relative aspect-[4/3] bg-slate-100">
              <Img
                src={item.url}
                srcSet={item.srcset}
                sizes="(min-width: 1280px) 200px, (min-width: 640px) 33vw, 50vw"
                width={item.width ?? 400}
                height={item.height ?? 300}
                alt={item.alt ?? ''}
                className="size-full object-cover"
              />
              {badge?.(item)}
            </div>
            <div className="px-3 py-2">
              <button
                type="button"
                aria-label={label(item)}
                onClick={() => onPick(item)}
                className="block w-full truncate text-left text-sm font-medium text-ink-900 outline-none after:absolute after:inset-0 after:content-['']"
              >
                {item.fileName}
              </button>
              <p className="text-xs text-ink-500">
                {dimensions(item.width, item.height)} · {formatBytes(item.bytes)}
              </p>
            </div>
          </li>
        ))}
      </ul>
      <Pagination state={pages} label={W.pagination} />
    </>
  );
}
