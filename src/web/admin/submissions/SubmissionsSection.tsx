import { ADMIN_OUTCOMES as O } from '../../../shared/admin-messages';
import { SUBMISSION_WORDS as W } from '../../../shared/admin-words/records';
import { Pagination } from '../components/Pagination';
import { SectionHeader } from '../components/SectionHeader';
import { EmptyState, ErrorState, LoadingState } from '../components/States';
import { useConfirmedDelete } from '../components/useConfirmedDelete';
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
  const { remove, deletingId } = useConfirmedDelete(useDeleteSubmission(), {
    question: O.submissionDeleteConfirm,
    deleted: W.deleted,
    failed: O.submissionDeleteFailed,
  });
  const rows = { items: pages.items, onDelete: (submission: { _id: string }) => remove(submission._id), deletingId };

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
