import { useEffect } from 'react';
import { useLocation, useMatches } from 'react-router';
import type { RouteHandle } from '../../routes';

/** Keeps the tab's title in step with the page after a navigation in the browser (the server sets the first). */
export function DocumentTitle() {
  const matches = useMatches();
  const location = useLocation();
  const deepest = matches.at(-1);
  useEffect(() => {
    const handle = deepest?.handle as RouteHandle | undefined;
    const url = new URL(location.pathname + location.search, window.location.origin);
    const title = handle?.meta?.(deepest?.data as never, url).title;
    if (title) document.title = title;
  }, [deepest, location]);
  return null;
}
