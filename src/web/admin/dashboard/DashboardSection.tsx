import { DASHBOARD_WORDS } from '../../../shared/admin-messages';
import { SectionHeader } from '../components/SectionHeader';
import { ErrorState, LoadingState } from '../components/States';
import { useDashboardCounts } from './api';
import { DashboardCharts } from './Charts';
import { SummaryCards } from './SummaryCards';

/** The dashboard: four counts, then the two sample charts; loading, or the error in red instead. */
export default function DashboardSection() {
  const counts = useDashboardCounts();
  return (
    <>
      <SectionHeader title={DASHBOARD_WORDS.heading} />
      {counts.isPending ? (
        <LoadingState text={DASHBOARD_WORDS.loading} />
      ) : counts.isError ? (
        <ErrorState title={DASHBOARD_WORDS.failed} />
      ) : (
        <div className="space-y-6">
          <SummaryCards counts={counts.data} />
          <DashboardCharts />
        </div>
      )}
    </>
  );
}
