import { useCallback, useEffect } from 'react';
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

/**
 * `?edit=<id>` for a section that lists its records: once they are loaded, the record with that id opens in its
 * form; one deleted meanwhile leaves the list showing.
 */
export function useLinkedRecord<T extends { _id: string }>(
  records: readonly T[] | undefined,
  loaded: boolean,
  open: (record: T) => void,
) {
  const openLinked = useCallback(
    (id: string) => {
      const record = records?.find((r) => r._id === id);
      if (record) open(record);
    },
    [records, open],
  );
  useEditLink(loaded, openLinked);
}
