import { ADMIN_FRAME } from '../../../shared/admin-messages';
import { pageWindow } from '../../../shared/page-window';
import type { PaginationState } from '../lib/usePagination';

/**
 * 'Showing a-b of n' with Previous, numbered pages and Next (SPEC 2.8). Hidden when the list is empty. Of many
 * pages, the first, the last and those around the current one are numbered, with '…' between (issue 29).
 */
export function Pagination({
  state,
  label,
}: {
  /** `more`: more match than `total`, where the server counts to a cap (decision 061). */
  state: Omit<PaginationState, 'items'> & { more?: boolean };
  label: string;
}) {
  const { page, pageCount, setPage, from, to, total, more } = state;
  if (total === 0) return null;
  const pages = pageWindow(page, pageCount);
  const button =
    'min-w-9 rounded-lg border px-3 py-1.5 text-sm font-medium transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-50';
  return (
    <nav aria-label={label} className="mt-6 flex flex-col items-center justify-between gap-3 sm:flex-row">
      <p className="text-sm text-ink-500" aria-live="polite">
        {ADMIN_FRAME.showing(from, to, total, more)}
      </p>
      <div className="flex flex-wrap items-center gap-1.5">
        <button
          type="button"
          className={`${button} border-ink-900/10 bg-white text-ink-700 hover:bg-slate-50`}
          disabled={page === 1}
          onClick={() => setPage(page - 1)}
        >
          {ADMIN_FRAME.previous}
        </button>
        {pages.map((n, i) =>
          n === 'gap' ? (
            <span key={`gap-${i < 2 ? 'start' : 'end'}`} aria-hidden="true" className="px-1 text-sm text-ink-500">
              …
            </span>
          ) : (
            <button
              key={n}
              type="button"
              aria-current={n === page ? 'page' : undefined}
              aria-label={ADMIN_FRAME.page(n)}
              className={`${button} ${
                n === page
                  ? 'border-brand-600 bg-brand-600 text-white'
                  : 'border-ink-900/10 bg-white text-ink-700 hover:bg-slate-50'
              }`}
              onClick={() => setPage(n)}
            >
              {n}
            </button>
          ),
        )}
        <button
          type="button"
          className={`${button} border-ink-900/10 bg-white text-ink-700 hover:bg-slate-50`}
          disabled={page === pageCount}
          onClick={() => setPage(page + 1)}
        >
          {ADMIN_FRAME.next}
        </button>
      </div>
    </nav>
  );
}
