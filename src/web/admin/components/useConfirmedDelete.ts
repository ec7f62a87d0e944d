import { notify } from '../lib/notify';
import { useConfirm } from './ConfirmDialog';

/** A section's delete mutation, which takes the record's id. */
interface DeleteMutation {
  mutateAsync: (id: string) => Promise<unknown>;
  isPending: boolean;
  variables: string | undefined;
}

interface Words {
  question: string;
  deleted: string;
  failed: string;
}

/**
 * A list's delete: it asks first in the section's words, then a toast tells the outcome. `remove(id)`
 * resolves true once the record is gone; `deletingId` is the record on its way out (its buttons wait).
 */
export function useConfirmedDelete(mutation: DeleteMutation, words: Words) {
  const confirm = useConfirm();
  const remove = async (id: string) => {
    if (!(await confirm(words.question))) return false;
    try {
      await mutation.mutateAsync(id);
      notify.success(words.deleted);
      return true;
    } catch {
      notify.error(words.failed);
      return false;
    }
  };
  return { remove, deletingId: mutation.isPending ? (mutation.variables ?? null) : null };
}
