import { unlessConflict } from '../lib/errors';
import { notify } from '../lib/notify';
import { useConfirm } from './ConfirmDialog';

/** The record a delete removes, and the version it was shown at (none: the kind has no versions). */
export interface DeleteTarget {
  id: string;
  version?: number | undefined;
}

/** A section's delete mutation, which takes the record's id and version. */
interface DeleteMutation {
  mutateAsync: (target: DeleteTarget) => Promise<unknown>;
  isPending: boolean;
  variables: DeleteTarget | undefined;
}

interface Words {
  question: string;
  deleted: string;
  failed: string;
}

/**
 * A list's delete: it asks first in the section's words, then a toast tells the outcome. `remove(record)`
 * resolves true once the record is gone; `deletingId` is the record on its way out (its buttons wait). The delete
 * names the version the list showed: when a colleague saved the record since, it is refused with the server's words.
 */
export function useConfirmedDelete(mutation: DeleteMutation, words: Words) {
  const confirm = useConfirm();
  const remove = async (record: { _id: string; version?: number | undefined }) => {
    if (!(await confirm(words.question))) return false;
    try {
      await mutation.mutateAsync({ id: record._id, version: record.version });
      notify.success(words.deleted);
      return true;
    } catch (error) {
      notify.error(unlessConflict(error, words.failed));
      return false;
    }
  };
  return { remove, deletingId: mutation.isPending ? (mutation.variables?.id ?? null) : null };
}
