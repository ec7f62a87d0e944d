import { useRef } from 'react';

const versionOf = (record: unknown): number | undefined => {
  const version = (record as { version?: unknown } | null | undefined)?.version;
  return typeof version === 'number' ? version : undefined;
};

/**
 * The version of the record a form that stays open started from, which its next save names (docs/api.md,
 * 'Versions'): the record's when the form opened, then that of each answer the form takes in, its own save or a
 * restore from History. A copy reloaded behind the form's back does not move it: the form still shows what it
 * started from, and a save over a colleague's is refused rather than made.
 */
export function useBaseVersion(record: { version?: number } | null | undefined) {
  const version = useRef(versionOf(record));
  return {
    /** The version to send with the next save. */
    current: () => version.current,
    /** The form now shows `answer` (saved or restored): the next save is made from its version. */
    took: (answer: unknown) => {
      version.current = versionOf(answer) ?? version.current;
    },
  };
}
