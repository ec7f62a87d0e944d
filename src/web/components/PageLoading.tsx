/** What shows while a client-rendered screen's code and data load. */
export function PageLoading() {
  return (
    <div role="status" className="grid min-h-screen place-items-center text-sm text-ink-500">
      <span className="flex items-center gap-3">
        <span
          aria-hidden="true"
          className="size-5 animate-spin rounded-full border-2 border-brand-200 border-t-brand-600"
        />
        Loading...
      </span>
    </div>
  );
}
