import { Trash2 } from 'lucide-react';
import { SUBMISSION_WORDS as W } from '../../../shared/admin-words/records';
import type { ContactSubmission } from '../../../shared/schemas/contact';
import { IconButton } from '../components/IconButton';
import { fullName } from './format';

export interface RowActions {
  onDelete: (submission: ContactSubmission) => void;
  deletingId: string | null;
}

/** The row's one action, named with whose message it deletes. */
export function DeleteButton({ submission, onDelete, deletingId }: RowActions & { submission: ContactSubmission }) {
  return (
    <IconButton
      label={W.delete(fullName(submission))}
      tone="danger"
      disabled={deletingId === submission._id}
      onClick={() => onDelete(submission)}
    >
      <Trash2 aria-hidden="true" className="size-4" />
    </IconButton>
  );
}
