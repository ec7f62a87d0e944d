import { useQuery } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { ADMIN_FRAME } from '../../../shared/admin-messages';
import { HISTORY_TYPE_NAMES } from '../../../shared/admin-words/history';
import { api } from '../lib/api';
import { recordLink } from '../lib/record-link';
import { useDismiss } from '../lib/useDismiss';

/** How long typing pauses before the search runs. */
const DEBOUNCE_MS = 250;

/** Where a result opens: a message in User Contacts, or where the record is edited (its form when it can). */
const linkOf = (type: string, id: string) =>
  type === 'contact' ? `/admin?section=userSubmissions&message=${id}` : recordLink(type, id);

const groupName = (type: string) =>
  type === 'contact' ? ADMIN_FRAME.searchContact : (HISTORY_TYPE_NAMES[type] ?? type);

/**
 * The top bar's search (issue 13): every kind of content and the contact messages, grouped by kind, each result
 * opening where it is edited. '/' anywhere outside a field puts the cursor here; Escape closes the results.
 */
export function SearchBox() {
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  const [open, setOpen] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const root = useRef<HTMLElement>(null);
  const resultsId = useId();
  const navigate = useNavigate();

  useEffect(() => {
    const timer = setTimeout(() => setQ(text.trim()), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      const typing = target?.closest('input, textarea, select, [contenteditable="true"]');
      if (event.key === '/' && !typing && !event.ctrlKey && !event.metaKey && !event.altKey) {
        event.preventDefault();
        input.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
  const dismiss = useCallback(() => setOpen(false), []);
  useDismiss(open, root, dismiss);

  const results = useQuery({
    queryKey: ['search', q],
    queryFn: () => api.search(q),
    enabled: q.length >= 2,
    staleTime: 10_000,
  });
  const groups = new Map<string, NonNullable<typeof results.data>['results']>();
  for (const result of results.data?.results ?? []) {
    groups.set(result.type, [...(groups.get(result.type) ?? []), result]);
  }
  const showing = open && q.length >= 2;

  return (
    <search ref={root} className="relative min-w-0 flex-1">
      <label className="relative block max-w-md">
        <span className="sr-only">{ADMIN_FRAME.search}</span>
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-ink-500"
        />
        <input
          ref={input}
          type="search"
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onKeyDown={(event) => {
            if (event.key === 'ArrowDown') {
              event.preventDefault();
              root.current?.querySelector<HTMLElement>('[data-search-result]')?.focus();
            }
          }}
          aria-controls={resultsId}
          aria-keyshortcuts="/"
          title={ADMIN_FRAME.searchHint}
          placeholder={`${ADMIN_FRAME.search}...`}
          className="w-full rounded-lg border border-ink-900/10 bg-slate-50 py-2 pr-3 pl-9 text-sm text-ink-900 placeholder:text-ink-500 focus:border-brand-600 focus:bg-white focus:ring-2 focus:ring-brand-600/20 focus:outline-none"
        />
      </label>
      <section
        id={resultsId}
        aria-label={ADMIN_FRAME.searchResults}
        aria-live="polite"
        hidden={!showing}
        className="fixed inset-x-4 top-16 z-30 max-h-[70vh] overflow-y-auto rounded-xl border border-ink-900/10 bg-white py-2 shadow-xl sm:absolute sm:inset-x-auto sm:top-full sm:left-0 sm:mt-2 sm:w-[28rem]"
      >
        {showing &&
          (results.isPending ? (
            <p className="px-4 py-2 text-sm text-ink-500">{ADMIN_FRAME.searching}</p>
          ) : results.isError ? (
            <p className="px-4 py-2 text-sm text-red-700">{ADMIN_FRAME.searchFailed}</p>
          ) : groups.size === 0 ? (
            <p className="px-4 py-2 text-sm text-ink-500">{ADMIN_FRAME.searchNone(q)}</p>
          ) : (
            [...groups].map(([type, items]) => (
              <div key={type} className="py-1">
                <p className="px-4 pb-1 text-xs font-semibold tracking-wide text-ink-500 uppercase">
                  {groupName(type)}
                </p>
                <ul aria-label={groupName(type)}>
                  {items.map((item) => (
                    <li key={`${type}-${item.recordId}`}>
                      <button
                        type="button"
                        data-search-result
                        onClick={() => {
                          setOpen(false);
                          navigate(linkOf(type, item.recordId));
                        }}
                        onKeyDown={(event) => {
                          const buttons = [
                            ...(root.current?.querySelectorAll<HTMLElement>('[data-search-result]') ?? []),
                          ];
                          const at = buttons.indexOf(event.currentTarget);
                          if (event.key === 'ArrowDown') buttons[at + 1]?.focus();
                          if (event.key === 'ArrowUp') (buttons[at - 1] ?? input.current)?.focus();
                        }}
                        className="block w-full px-4 py-2 text-left hover:bg-slate-50 focus-visible:bg-brand-50 focus-visible:outline-none"
                      >
                        <span className="block truncate text-sm font-medium text-ink-900">{item.title}</span>
                        <span className="line-clamp-2 block text-xs text-ink-500">{item.snippet}</span>
                      </button>
                    </li>
                  ))}
                </ul>
              </div>
            ))
          ))}
      </section>
    </search>
  );
}
