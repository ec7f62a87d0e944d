import { Mail, MailOpen, Trash2 } from 'lucide-react';
import { SUBMISSION_WORDS as W } from '../../../shared/admin-words/records';
import type { ContactSubmission } from '../../../shared/schemas/contact';
import { IconButton } from '../components/IconButton';
import { fullName } from './format';

export interface RowActions {
  onDelete: (submission: ContactSubmission) => void;
  deletingId: string | null;
  onToggleRead: (submission: ContactSubmission) => void;
  /** The message a link opened (the bell, a mail): shown marked. */
  highlightId: string | null;
}

/** Delete, named with whose message it deletes. */
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

/** Read or unread for every administrator (issue 13); the icon shows what it is now. */
export function ReadButton({ submission, onToggleRead }: RowActions & { submission: ContactSubmission }) {
  const name = fullName(submission);
  return (
    <IconButton
      label={submission.read ? W.markUnread(name) : W.markRead(name)}
      onClick={() => onToggleRead(submission)}
    >
      {submission.read ? (
        <MailOpen aria-hidden="true" className="size-4" />
      ) : (
        <Mail aria-hidden="true" className="size-4" />
      )}
    </IconButton>
  );
}

/** 'New' beside the name of a message nobody has opened yet. */
export function UnreadBadge({ submission }: { submission: ContactSubmission }) {
  if (submission.read) return null;
  return (
    <span className="ml-2 inline-flex rounded-full bg-brand-600 px-2 py-0.5 align-middle text-[11px] font-semibold text-white">
      {W.unread}
    </span>
  );
}

/** The look of the message a link opened. */
export const highlighted = 'bg-brand-50 ring-2 ring-brand-600 ring-inset';
