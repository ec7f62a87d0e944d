import { FileText, Layers, type LucideIcon, Package, Users } from 'lucide-react';
import { DASHBOARD_WORDS } from '../../../shared/admin-messages';
import type { DashboardCounts } from '../../api/admin-client';

const CARDS: { key: keyof DashboardCounts; icon: LucideIcon; tone: string }[] = [
  { key: 'services', icon: Layers, tone: 'bg-emerald-500' },
  { key: 'products', icon: Package, tone: 'bg-blue-500' },
  { key: 'blogs', icon: FileText, tone: 'bg-purple-500' },
  { key: 'visitors', icon: Users, tone: 'bg-red-500' },
];

/** Services (green), Products (blue), Blogs (purple), Visitors (red): 1, 2 then 4 columns (SPEC 2.8). */
export function SummaryCards({ counts }: { counts: DashboardCounts }) {
  return (
    <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {CARDS.map(({ key, icon: Icon, tone }) => (
        <li
          key={key}
          data-testid={`card-${key}`}
          className="flex items-center gap-4 rounded-2xl border border-ink-900/5 bg-white p-5 shadow-sm"
        >
          <span aria-hidden="true" className={`grid size-12 shrink-0 place-items-center rounded-xl text-white ${tone}`}>
            <Icon className="size-6" />
          </span>
          <div>
            <p className="text-sm font-medium text-ink-500">{DASHBOARD_WORDS.cards[key]}</p>
            <p className="text-2xl font-bold text-ink-900">{counts[key]}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
