import { useEffect, useRef, useState } from 'react';

/** How long typing must pause before a list asks the server for the words. */
export const SEARCH_DELAY_MS = 250;

/**
 * A list's search box: what is typed, and the words searched (the typed ones, trimmed, once typing has paused for
 * SEARCH_DELAY_MS). `onSearch` runs when the searched words change: a list goes back to its first page.
 */
export function useDebouncedSearch(onSearch: () => void) {
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  const searched = useRef(onSearch);
  searched.current = onSearch;
  useEffect(() => {
    const next = typed.trim();
    if (next === q) return;
    const timer = setTimeout(() => {
      setQ(next);
      searched.current();
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed, q]);
  /** Empties the box and the search at once (a 'Show all'). */
  const clear = () => {
    setTyped('');
    setQ('');
  };
  return { typed, setTyped, q, clear };
}
