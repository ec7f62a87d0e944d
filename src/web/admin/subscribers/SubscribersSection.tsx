import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Download, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { SUBSCRIBER_WORDS as W } from '../../../shared/admin-words/subscribers';
import { SUBSCRIBER_STATUSES, SUBSCRIBERS_PER_PAGE } from '../../../shared/subscriptions';
import { useConfirm } from '../components/ConfirmDialog';
import { IconButton } from '../components/IconButton';
import { Pagination } from '../components/Pagination';
import { SearchBox } from '../components/SearchBox';
import { SectionHeader } from '../components/SectionHeader';
import { EmptyState, ErrorState, LoadingState } from '../components/States';
import { when } from '../history/HistoryDialog';
import { api } from '../lib/api';
import { downloadFile } from '../lib/download';
import { notify } from '../lib/notify';
import { queryKeys } from '../lib/query';
import { useDebouncedSearch } from '../lib/useDebouncedSearch';

type Status = (typeof SUBSCRIBER_STATUSES)[number];
const th = 'px-4 py-3 text-left text-xs font-semibold tracking-wide whitespace-nowrap text-ink-500 uppercase';
const BADGES: Record<Status, string> = {
  confirmed: 'bg-emerald-100 text-emerald-800',
  pending: 'bg-amber-100 text-amber-900',
  unsubscribed: 'bg-slate-100 text-ink-700',
};

/** Every subscriber as a CSV file, saved by the browser. */
const downloadCsv = () => downloadFile('/api/admin/subscribers/export', 'subscribers.csv');

/** Subscribers (issue 14): counts by status, the list with search and status, erase, and CSV export. */
export default function SubscribersSection() {
  const client = useQueryClient();
  const confirm = useConfirm();
  const [status, setStatus] = useState<Status | ''>('');
  const [page, setPage] = useState(1);
  const [exporting, setExporting] = useState(false);
  const { typed, setTyped, q } = useDebouncedSearch(() => setPage(1));
  const list = useQuery({
    queryKey: ['subscribers', status, q, page],
    queryFn: () => api.subscribers({ status, q, page }),
    placeholderData: keepPreviousData,
  });
  const erase = useMutation({
    mutationFn: (id: string) => api.eraseSubscriber(id),
    onSuccess: () => notify.success(W.erased),
    onError: () => notify.error(W.eraseFailed),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ['subscribers'] }),
        client.invalidateQueries({ queryKey: queryKeys.dashboard }),
      ]),
  });
  const askErase = async (id: string, email: string) => {
    if (await confirm(W.eraseConfirm(email), { confirmLabel: W.eraseLabel })) erase.mutate(id);
  };
  const exportCsv = async () => {
    setExporting(true);
    try {
      await downloadCsv();
    } catch {
      notify.error(W.exportFailed);
    } finally {
      setExporting(false);
    }
  };

  const total = list.data?.total ?? 0;
  const pages = {
    page,
    pageCount: Math.max(1, Math.ceil(total / SUBSCRIBERS_PER_PAGE)),
    setPage,
    items: list.data?.items ?? [],
    from: total === 0 ? 0 : (page - 1) * SUBSCRIBERS_PER_PAGE + 1,
    to: Math.min(page * SUBSCRIBERS_PER_PAGE, total),
    total,
  };
  const counts = list.data?.counts;

  return (
    <>
      <SectionHeader title={W.heading} intro={W.intro}>
        <button type="button" className="btn-secondary" onClick={exportCsv} disabled={exporting}>
          <Download aria-hidden="true" className="size-4" />
          {exporting ? W.exporting : W.exportCsv}
        </button>
      </SectionHeader>
      {counts && (
        <dl className="mb-6 grid grid-cols-3 gap-3">
          {SUBSCRIBER_STATUSES.map((key) => (
            <div key={key} className="min-w-0 rounded-2xl border border-ink-900/5 bg-white p-3 shadow-sm sm:p-4">
              <dt className="truncate text-xs text-ink-500 sm:text-sm">{W[key]}</dt>
              <dd className="mt-1 text-2xl font-bold text-ink-900">{counts[key]}</dd>
            </div>
          ))}
        </dl>
      )}
      <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-end">
        <SearchBox label={W.search} placeholder={W.searchPlaceholder} value={typed} onChange={setTyped} />
        <label className="text-sm font-medium text-ink-700">
          {W.filterStatus}
          <select
            value={status}
            onChange={(event) => {
              setStatus(event.target.value as Status | '');
              setPage(1);
            }}
            className="mt-1 block w-full rounded-lg border border-ink-900/15 bg-white px-3 py-2 text-sm text-ink-900 sm:w-44"
          >
            <option value="">{W.all}</option>
            {SUBSCRIBER_STATUSES.map((key) => (
              <option key={key} value={key}>
                {W[key]}
              </option>
            ))}
          </select>
        </label>
      </div>
      {list.isPending ? (
        <LoadingState text={W.loading} />
      ) : list.isError ? (
        <ErrorState title={W.loadFailed} onRetry={() => list.refetch()} />
      ) : total === 0 ? (
        q || status ? (
          <EmptyState title={W.noMatch} />
        ) : (
          <EmptyState title={W.empty} text={W.emptyText} />
        )
      ) : (
        <>
          <div className="overflow-hidden rounded-2xl border border-ink-900/5 bg-white shadow-sm">
            <table aria-label={W.heading} className="w-full text-sm">
              <thead className="border-b border-ink-900/5 bg-slate-50">
                <tr>
                  <th scope="col" className={th}>
                    {W.email}
                  </th>
                  <th scope="col" className={th}>
                    {W.status}
                  </th>
                  <th scope="col" className={`${th} max-md:hidden`}>
                    {W.subscribed}
                  </th>
                  <th scope="col" className={`${th} max-md:hidden`}>
                    {W.confirmedAt}
                  </th>
                  <th scope="col" className={`${th} text-right`}>
                    <span className="sr-only">{W.actions}</span>
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-ink-900/5">
                {pages.items.map((row) => (
                  <tr key={row._id}>
                    <td className="px-4 py-3 font-medium [overflow-wrap:anywhere] text-ink-900">{row.email}</td>
                    <td className="px-4 py-3">
                      <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${BADGES[row.status]}`}>
                        {W[row.status]}
                      </span>
                    </td>
                    <td className="px-4 py-3 whitespace-nowrap text-ink-700 max-md:hidden">{when(row.createdAt)}</td>
                    <td className="px-4 py-3 whitespace-nowrap text-ink-700 max-md:hidden">
                      {row.confirmedAt ? when(row.confirmedAt) : '—'}
                    </td>
                    <td className="px-4 py-2 text-right">
                      <IconButton
                        label={W.erase(row.email)}
                        tone="danger"
                        disabled={erase.isPending}
                        onClick={() => void askErase(row._id, row.email)}
                      >
                        <Trash2 aria-hidden="true" className="size-4" />
                      </IconButton>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pagination state={pages} label={W.pagination} />
        </>
      )}
    </>
  );
}
