import { Download } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ADMIN_OUTCOMES as O } from '../../../shared/admin-messages';
import { SUBMISSION_WORDS as W } from '../../../shared/admin-words/records';
import { ADMIN_PAGE_SIZE } from '../../../shared/limits';
import type { ContactSubmission } from '../../../shared/schemas/contact';
import { Pagination } from '../components/Pagination';
import { SearchBox } from '../components/SearchBox';
import { SectionHeader } from '../components/SectionHeader';
import { EmptyState, ErrorState, LoadingState } from '../components/States';
import { useConfirmedDelete } from '../components/useConfirmedDelete';
import { notify } from '../lib/notify';
import { useServerPages } from '../lib/serverPages';
import { useDebouncedSearch } from '../lib/useDebouncedSearch';
import { downloadSubmissionsCsv, useDeleteSubmission, useMarkSubmissionRead, useSubmissionPage } from './api';
import { SubmissionCards } from './SubmissionCards';
import { SubmissionTable } from './SubmissionTable';

/** How long typing waits before it searches. */

/**
 * User Contacts: the messages sent through the contact form, newest first, 9 per page, paged and searched by the
 * server (issue 29); a table on wide screens and cards on phones, each with a confirmed delete (SPEC 2.8 and 8).
 * Issue 13: unread ones say 'New'; a link to one (the bell, a mail) opens its page, marks it and makes it read;
 * 'Export CSV'.
 */
export default function SubmissionsSection() {
  // `?message=…`: the page of that message, the message marked and scrolled to, and read from now on.
  const [params, setParams] = useSearchParams();
  const [around, setAround] = useState(() => params.get('message') ?? undefined);
  const [page, setPage] = useState(1);
  const { typed, setTyped, q } = useDebouncedSearch(() => {
    setPage(1);
    setAround(undefined);
  });
  const submissions = useSubmissionPage(around ? { page, around } : { page, ...(q ? { q } : {}) });
  const choosePage = (next: number) => {
    setAround(undefined);
    setPage(next);
  };
  const pages = useServerPages(page, choosePage, submissions.data, ADMIN_PAGE_SIZE);
  const markRead = useMarkSubmissionRead();
  const { remove, deletingId } = useConfirmedDelete(useDeleteSubmission(), {
    question: O.submissionDeleteConfirm,
    deleted: W.deleted,
    failed: O.submissionDeleteFailed,
  });
  const [highlightId, setHighlightId] = useState<string | null>(null);
  const [exporting, setExporting] = useState(false);

  const data = submissions.data;
  const { mutate } = markRead;
  const handled = useRef<string | null>(null);
  useEffect(() => {
    const linked = params.get('message');
    if (linked && linked !== around && handled.current !== linked) setAround(linked);
  }, [params, around]);
  useEffect(() => {
    if (!around || !data || submissions.isPlaceholderData || handled.current === around) return;
    handled.current = around;
    setParams(
      (current) => {
        current.delete('message');
        return current;
      },
      { replace: true },
    );
    const message = data.items.find((item) => item._id === around);
    if (data.page) setPage(data.page);
    if (!message) return;
    setHighlightId(around);
    if (!message.read) mutate({ id: around, read: true });
  }, [around, data, submissions.isPlaceholderData, setParams, mutate]);
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
  const searching = q !== '' || typed !== '';

  return (
    <>
      <SectionHeader title={W.table}>
        {(pages.total > 0 || searching) && (
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
      ) : pages.total === 0 && !searching ? (
        <EmptyState title={W.empty} text={W.emptyText} />
      ) : (
        <>
          <div className="mb-5">
            <SearchBox label={W.search} placeholder={W.searchPlaceholder} value={typed} onChange={setTyped} />
          </div>
          {pages.total === 0 ? (
            <EmptyState title={W.noMatch(q || typed.trim())} />
          ) : (
            <div className={submissions.isPlaceholderData ? 'opacity-60 transition-opacity' : 'transition-opacity'}>
              <SubmissionTable {...rows} />
              <SubmissionCards {...rows} />
              <Pagination state={pages} label={W.pages} />
            </div>
          )}
        </>
      )}
    </>
  );
}
