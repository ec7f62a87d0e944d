import { ADMIN_OUTCOMES as O } from '../../../shared/admin-messages';
import { SUBMISSION_WORDS as W } from '../../../shared/admin-words/records';
import type { ContactSubmission } from '../../../shared/schemas/contact';
import { useConfirm } from '../components/ConfirmDialog';
import { Pagination } from '../components/Pagination';
import { SectionHeader } from '../components/SectionHeader';
import { EmptyState, ErrorState, LoadingState } from '../components/States';
import { notify } from '../lib/notify';
import { usePagination } from '../lib/usePagination';
import { useDeleteSubmission, useSubmissions } from './api';
import { SubmissionCards } from './SubmissionCards';
import { SubmissionTable } from './SubmissionTable';

/**
 * User Contacts: the messages sent through the contact form, newest first, 9 per page; a table on
 * wide screens and cards on phones, each with a confirmed delete (SPEC 2.8 and 8).
 */
export default function SubmissionsSection() {
  const submissions = useSubmissions();
  const pages = usePagination(submissions.data ?? []);
  const remove = useDeleteSubmission();
  const confirm = useConfirm();

  const onDelete = async (submission: ContactSubmission) => {
    if (!(await confirm(O.submissionDeleteConfirm))) return;
    try {
      await remove.mutateAsync(submission._id);
      notify.success(W.deleted);
    } catch {
      notify.error(O.submissionDeleteFailed);
    }
  };
  const rows = {
    items: pages.items,
    onDelete,
    deletingId: remove.isPending ? (remove.variables ?? null) : null,
  };

  return (
    <>
      <SectionHeader title={W.table} />
      {submissions.isPending ? (
        <LoadingState text={W.loading} />
      ) : submissions.isError ? (
        <ErrorState title={W.loadFailed} message={W.loadFailedText} />
      ) : submissions.data.length === 0 ? (
        <EmptyState title={W.empty} text={W.emptyText} />
      ) : (
        <>
          <SubmissionTable {...rows} />
          <SubmissionCards {...rows} />
          <Pagination state={pages} label={W.pages} />
        </>
      )}
    </>
  );
}
