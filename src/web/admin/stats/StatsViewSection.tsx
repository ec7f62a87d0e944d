import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { ADMIN_OUTCOMES } from '../../../shared/admin-messages';
import { STATS_WORDS as W } from '../../../shared/admin-words/singles';
import { useConfirm } from '../components/ConfirmDialog';
import { Panel, SectionHeader } from '../components/SectionHeader';
import { EmptyState, ErrorState, LoadingState } from '../components/States';
import { unlessConflict } from '../lib/errors';
import { notify } from '../lib/notify';
import { useDeleteStats, useStats } from './api';
import { StatsFigures } from './StatsFigures';
import { StatsForm } from './StatsForm';

/** 'Stats': the saved figures, an 'Add New' / 'Edit' toggle that opens the form in place, and 'Delete'. */
export default function StatsViewSection() {
  const stats = useStats();
  const remove = useDeleteStats();
  const confirm = useConfirm();
  const [editing, setEditing] = useState(false);
  const formId = useId();
  const record = stats.data ?? null;

  const onDelete = async () => {
    // The button stays visible so the view keeps the spec's three actions; with nothing saved it explains why.
    if (!record) {
      notify.error(ADMIN_OUTCOMES.statsNothingToDelete);
      return;
    }
    if (!(await confirm(W.deleteConfirm))) return;
    remove.mutate(
      { id: record._id, version: record.version },
      {
        onSuccess: () => {
          setEditing(false);
          notify.success(ADMIN_OUTCOMES.statsDeleted);
        },
        onError: (error) => notify.error(unlessConflict(error, ADMIN_OUTCOMES.statsDeleteFailed)),
      },
    );
  };

  const actions = stats.isSuccess && (
    <>
      <button
        type="button"
        aria-expanded={editing}
        aria-controls={editing ? formId : undefined}
        className={`${editing ? 'btn-secondary' : 'btn-primary'} py-2.5`}
        onClick={() => setEditing((open) => !open)}
      >
        {record ? <Pencil aria-hidden="true" className="size-4" /> : <Plus aria-hidden="true" className="size-4" />}
        {record ? W.edit : W.addNew}
      </button>
      <button
        type="button"
        disabled={remove.isPending}
        className="btn-secondary py-2.5 text-red-700 hover:border-red-600 hover:text-red-700 disabled:opacity-60"
        onClick={() => void onDelete()}
      >
        <Trash2 aria-hidden="true" className="size-4" />
        {W.delete}
      </button>
    </>
  );

  return (
    <>
      <SectionHeader title={W.viewHeading} intro={W.intro}>
        {actions}
      </SectionHeader>
      {stats.isPending ? (
        <LoadingState text={W.loading} />
      ) : stats.isError ? (
        <ErrorState title={ADMIN_OUTCOMES.statsLoadFailed} onRetry={() => void stats.refetch()} />
      ) : (
        <div className="space-y-6">
          {/* The form takes the figures' place while it is open ("in place"), so nothing shows twice. */}
          {editing ? (
            <section id={formId} aria-labelledby={`${formId}-title`}>
              <Panel>
                <h2 id={`${formId}-title`} className="mb-5 text-lg font-semibold text-ink-900">
                  {W.formTitle}
                </h2>
                <StatsForm record={record} onCancel={() => setEditing(false)} onSaved={() => setEditing(false)} />
              </Panel>
            </section>
          ) : record ? (
            <>
              <p
                role="note"
                className="rounded-xl border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm text-emerald-900"
              >
                {ADMIN_OUTCOMES.statsExists}
              </p>
              <StatsFigures stats={record} />
            </>
          ) : (
            <EmptyState title={W.emptyTitle} text={W.emptyText} />
          )}
        </div>
      )}
    </>
  );
}
