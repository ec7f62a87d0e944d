import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ADMIN_FRAME } from '../../../shared/admin-messages';
import { HISTORY_TYPE_NAMES, HISTORY_WORDS } from '../../../shared/admin-words/history';
import { SectionHeader } from '../components/SectionHeader';
import { EmptyState, ErrorState, LoadingState } from '../components/States';
import { api } from '../lib/api';
import { queryKeys } from '../lib/query';
import { fieldLabel, when } from './HistoryDialog';

const W = HISTORY_WORDS.activity;
const PAGE_SIZE = 25;
const select =
  'mt-1 block w-full rounded-lg border border-ink-900/15 bg-white px-3 py-2 text-sm text-ink-900 focus-visible:outline-2 focus-visible:outline-brand-600';

/** Activity (issue 12): every admin write and sign-in, 25 a page, by person and by kind. */
export default function ActivitySection() {
  const [page, setPage] = useState(1);
  const [admin, setAdmin] = useState('');
  const [type, setType] = useState('');
  const log = useQuery({
    queryKey: queryKeys.activity(page, admin, type),
    queryFn: () => api.activity({ page, admin, type }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
  // The people who appear in the log so far: the first page of everything, newest first.
  const everyone = useQuery({ queryKey: queryKeys.activity(1, '', ''), queryFn: () => api.activity({ page: 1 }) });
  const people = [...new Map((everyone.data?.items ?? []).flatMap((e) => (e.admin ? [[e.admin.email, e.admin]] : [])))];
  if (admin && !people.some(([email]) => email === admin)) people.push([admin, { email: admin, name: admin }]);
  const pageCount = Math.max(1, Math.ceil((log.data?.total ?? 0) / PAGE_SIZE));

  return (
    <>
      <SectionHeader title={W.heading} intro={W.intro} />
      <div className="mb-4 grid gap-3 sm:grid-cols-2 lg:max-w-xl">
        <label className="text-sm font-medium text-ink-700">
          {W.person}
          <select
            className={select}
            value={admin}
            onChange={(event) => {
              setAdmin(event.target.value);
              setPage(1);
            }}
          >
            <option value="">{W.everyone}</option>
            {people.map(([email, person]) => (
              <option key={email} value={email}>
                {person.name} ({email})
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm font-medium text-ink-700">
          {W.kind}
          <select
            className={select}
            value={type}
            onChange={(event) => {
              setType(event.target.value);
              setPage(1);
            }}
          >
            <option value="">{W.everything}</option>
            {Object.entries(HISTORY_TYPE_NAMES).map(([key, name]) => (
              <option key={key} value={key}>
                {name}
              </option>
            ))}
          </select>
        </label>
      </div>
      {log.isPending ? (
        <LoadingState text={W.loading} />
      ) : log.isError ? (
        <ErrorState title={W.loadFailed} />
      ) : log.data.items.length === 0 ? (
        <EmptyState title={W.empty} />
      ) : (
        <>
          <ol
            aria-label={W.heading}
            className="divide-y divide-ink-900/5 overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-ink-900/5"
          >
            {log.data.items.map((entry, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a page of the log is read whole and never reordered
              <li key={`${entry.at}-${index}`} className="grid gap-1 p-4 text-sm sm:grid-cols-[11rem_1fr] sm:px-6">
                <time dateTime={entry.at} className="text-ink-500">
                  {when(entry.at)}
                </time>
                <div className="min-w-0">
                  <p className="break-words text-ink-900">
                    <span className="font-medium">{entry.admin?.name ?? HISTORY_WORDS.system}</span>{' '}
                    {(HISTORY_WORDS.actions[entry.action] ?? entry.action).toLowerCase()}{' '}
                    {entry.type !== 'account' && (
                      <>
                        {(HISTORY_TYPE_NAMES[entry.type] ?? entry.type).toLowerCase()}{' '}
                        <span className="font-medium">{entry.title}</span>
                      </>
                    )}
                  </p>
                  {entry.fields.length > 0 && (
                    <p className="text-ink-600">
                      {W.fields}: {entry.fields.map(fieldLabel).join(', ')}
                    </p>
                  )}
                </div>
              </li>
            ))}
          </ol>
          <nav aria-label={W.pagination} className="mt-6 flex items-center justify-between gap-3">
            <p className="text-sm text-ink-500" aria-live="polite">
              {ADMIN_FRAME.showing(
                (page - 1) * PAGE_SIZE + 1,
                (page - 1) * PAGE_SIZE + log.data.items.length,
                log.data.total,
              )}
            </p>
            <div className="flex gap-2">
              <button
                type="button"
                className="btn-secondary py-1.5 disabled:opacity-50"
                disabled={page === 1}
                onClick={() => setPage(page - 1)}
              >
                {ADMIN_FRAME.previous}
              </button>
              <button
                type="button"
                className="btn-secondary py-1.5 disabled:opacity-50"
                disabled={page >= pageCount}
                onClick={() => setPage(page + 1)}
              >
                {ADMIN_FRAME.next}
              </button>
            </div>
          </nav>
        </>
      )}
    </>
  );
}
