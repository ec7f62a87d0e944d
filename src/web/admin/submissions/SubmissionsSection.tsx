import { Download } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ADMIN_OUTCOMES as O } from '../../../shared/admin-messages';
import { SUBMISSION_WORDS as W } from '../../../shared/admin-words/records';
import { ADMIN_PAGE_SIZE } from '../../../shared/limits';
import type { ContactSubmission } from '../../../shared/schemas/contact';
import { Pagination } from '../components/Pagination';
import { SectionHeader } from '../components/SectionHeader';
import { EmptyState, ErrorState, LoadingState } from '../components/States';
import { useConfirmedDelete } from '../components/useConfirmedDelete';
import { notify } from '../lib/notify';
import { usePagination } from '../lib/usePagination';
import { downloadSubmissionsCsv, useDeleteSubmission, useMarkSubmissionRead, useSubmissions } from './api';
import { SubmissionCards } from './SubmissionCards';
import { SubmissionTable } from './SubmissionTable';

/**
 * User Contacts: the messages sent through the contact form, newest first, 9 per page; a table on
 * wide screens and cards on phones, each with a confirmed delete (SPEC 2.8 and 8). Issue 13: unread ones
 * say 'New'; a link to one (the bell, a mail) opens its page, marks it and makes it read; 'Export CSV'.
 */
export default function SubmissionsSection() {
  const submissions = useSubmissions();
  const pages = usePagination(submissions.data ?? []);
  const markRead = useMarkSubmissionRead();
  const { remove, deletingId } = useConfirmedDelete(useDeleteSubmission(), {
    question: O.submissionDeleteConfirm,
    deleted: W.deleted,
    failed: O.submissionDeleteFailed,
  });
  const [highlightId, setHighlightId] = useState<string | null>(null);
  const [exporting, setExporting] = useState(false);

  // `?message=…`: the page of that message, the message marked and scrolled to, and read from now on.
  const [params, setParams] = useSearchParams();
  const linked = params.get('message');
  const data = submissions.data;
  const { setPage } = pages;
  const { mutate } = markRead;
  const handled = useRef<string | null>(null);
  useEffect(() => {
    if (!linked || !data || handled.current === linked) return;
    handled.current = linked;
    const index = data.findIndex((message) => message._id === linked);
    setParams(
      (current) => {
        current.delete('message');
        return current;
      },
      { replace: true },
    );
    if (index < 0) return;
    setPage(Math.floor(index / ADMIN_PAGE_SIZE) + 1);
    setHighlightId(linked);
    if (!data[index]?.read) mutate({ id: linked, read: true });
  }, [linked, data, setParams, setPage, mutate]);
  useEffect(() => {
    if (!highlightId) return;
    const row = document.getElementById(`message-${highlightId}`);
    const card = document.getElementById(`message-card-${highlightId}`);
    (row?.offsetParent ? row : card)?.scrollIntoView({ block: 'center' });
  }, [highlightId]);

  const exportCsv = async () => {
    setExporting(true);
    try {
      await downloadSubmissionsCsv();
    } catch {
      notify.error(W.exportFailed);
    } finally {
      setExporting(false);
    }
  };

  const rows = {
    items: pages.items,
    onDelete: (submission: { _id: string }) => remove(submission),
    deletingId,
    onToggleRead: (submission: ContactSubmission) => markRead.mutate({ id: submission._id, read: !submission.read }),
    highlightId,
  };

  return (
    <>
      <SectionHeader title={W.table}>
        {data && data.length > 0 && (
          <button type="button" className="btn-secondary" onClick={exportCsv} disabled={exporting}>
            <Download aria-hidden="true" className="size-4" />
            {exporting ? W.exporting : W.exportCsv}
          </button>
        )}
      </SectionHeader>
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
