import { FileText, Layers, type LucideIcon, MailCheck, Package, Users } from 'lucide-react';
import { DASHBOARD_WORDS } from '../../../shared/admin-messages';
import { SUBSCRIBER_WORDS } from '../../../shared/admin-words/subscribers';
import { SUBSCRIBER_STATUSES } from '../../../shared/subscriptions';
import type { DashboardCounts } from '../../api/admin-client';
import { BackupLine } from './BackupLine';

const CARDS: { key: Exclude<keyof DashboardCounts, 'subscribers' | 'backup'>; icon: LucideIcon; tone: string }[] = [
  { key: 'services', icon: Layers, tone: 'bg-emerald-500' },
  { key: 'products', icon: Package, tone: 'bg-blue-500' },
  { key: 'blogs', icon: FileText, tone: 'bg-purple-500' },
  { key: 'visitors', icon: Users, tone: 'bg-red-500' },
];

/** Services (green), Products (blue), Blogs (purple), Visitors (red): 1, 2 then 4 columns (SPEC 2.8). */
export function SummaryCards({ counts }: { counts: DashboardCounts }) {
  return (
    <>
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {CARDS.map(({ key, icon: Icon, tone }) => (
          <li
            key={key}
            data-testid={`card-${key}`}
            className="flex items-center gap-4 rounded-2xl border border-ink-900/5 bg-white p-5 shadow-sm"
          >
            <span
              aria-hidden="true"
              className={`grid size-12 shrink-0 place-items-center rounded-xl text-white ${tone}`}
            >
              <Icon className="size-6" />
            </span>
            <div>
              <p className="text-sm font-medium text-ink-500">{DASHBOARD_WORDS.cards[key]}</p>
              <p className="text-2xl font-bold text-ink-900">{counts[key]}</p>
            </div>
          </li>
        ))}
      </ul>
      {counts.subscribers && (
        <section
          aria-labelledby="dashboard-subscribers"
          className="mt-4 flex flex-wrap items-center gap-x-6 gap-y-2 rounded-2xl border border-ink-900/5 bg-white px-5 py-4 shadow-sm"
        >
          <h2 id="dashboard-subscribers" className="flex items-center gap-2 text-sm font-semibold text-ink-900">
            <MailCheck aria-hidden="true" className="size-4 text-brand-700" />
            {SUBSCRIBER_WORDS.dashboardTitle}
          </h2>
          <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
            {SUBSCRIBER_STATUSES.map((status) => (
              <div key={status} className="flex gap-1.5">
                <dt className="text-ink-500">{SUBSCRIBER_WORDS[status]}</dt>
                <dd className="font-semibold text-ink-900">{counts.subscribers?.[status]}</dd>
              </div>
            ))}
          </dl>
        </section>
      )}
      {counts.backup && <BackupLine status={counts.backup} />}
    </>
  );
}
