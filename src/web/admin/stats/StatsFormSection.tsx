import { ADMIN_FRAME, ADMIN_OUTCOMES } from '../../../shared/admin-messages';
import { STATS_WORDS as W } from '../../../shared/admin-words/singles';
import { Panel, SectionHeader } from '../components/SectionHeader';
import { LoadingState } from '../components/States';
import { useStats } from './api';
import { StatsForm } from './StatsForm';

/**
 * 'Stats Form': the stats form on its own. When the stats cannot be loaded it says so (SPEC 8) and offers
 * Try Again, but keeps the form closed: a create then would add a second record that the site never shows.
 */
export default function StatsFormSection() {
  const stats = useStats();
  return (
    <>
      <SectionHeader title={W.formTitle} intro={W.intro} />
      {stats.isPending ? (
        <LoadingState text={W.loading} />
      ) : stats.isError ? (
        <div
          role="alert"
          className="mb-6 flex flex-col gap-3 rounded-xl border border-amber-300 bg-amber-50 px-5 py-4 text-sm text-amber-900 sm:flex-row sm:items-center sm:justify-between"
        >
          <p className="font-medium">{ADMIN_OUTCOMES.statsLoadFailed}</p>
          <button type="button" className="btn-secondary shrink-0 py-2" onClick={() => void stats.refetch()}>
            {ADMIN_FRAME.tryAgain}
          </button>
        </div>
      ) : (
        <Panel>
          <StatsForm
            key={stats.data ? `${stats.data._id}:${stats.data.updatedAt}` : 'new'}
            record={stats.data ?? null}
          />
        </Panel>
      )}
    </>
  );
}
