import { BLOG_STRINGS } from './strings';

/** Search on the blog page: a plain form (GET /blog?q=), so it works with and without JavaScript. */
export function SearchForm({ q }: { q: string }) {
  return (
    <search className="mx-auto mb-10 block max-w-xl">
      <form action="/blog" method="get" className="flex gap-2">
        <label htmlFor="blog-search" className="sr-only">
          {BLOG_STRINGS.searchLabel}
        </label>
        <input
          id="blog-search"
          type="search"
          name="q"
          defaultValue={q}
          maxLength={200}
          placeholder={BLOG_STRINGS.searchPlaceholder}
          className="min-w-0 flex-1 rounded-full border border-ink-900/15 bg-white px-5 py-3 text-ink-900 shadow-xs placeholder:text-ink-500 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/20 focus:outline-none"
        />
        <button type="submit" className="btn-primary shrink-0">
          {BLOG_STRINGS.searchButton}
        </button>
      </form>
    </search>
  );
}
