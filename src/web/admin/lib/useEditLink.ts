import { useEffect } from 'react';
import { useSearchParams } from 'react-router';

/**
 * `?edit=<id>` in the address (a search result, a use of a library image: record-link.ts): once `ready` (the
 * records loaded), `open` is called with the id, and the parameter leaves the address, so going back to the list
 * and reloading do not open the form again.
 */
export function useEditLink(ready: boolean, open: (id: string) => void) {
  const [params, setParams] = useSearchParams();
  const linked = params.get('edit');
  useEffect(() => {
    if (!linked || !ready) return;
    open(linked);
    setParams(
      (current) => {
        current.delete('edit');
        return current;
      },
      { replace: true },
    );
  }, [linked, ready, open, setParams]);
}
