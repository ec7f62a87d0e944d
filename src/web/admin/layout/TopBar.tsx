import { Menu } from 'lucide-react';
import { Link } from 'react-router';
import { ADMIN_FRAME } from '../../../shared/admin-messages';
import type { AdminProfile } from '../../../shared/schemas/auth';
import { NotificationBell } from './NotificationBell';
import { SearchBox } from './SearchBox';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('') || 'A';

/** Menu button (small screens), the search box, the bell and the avatar (to /ProfilePage). */
export function TopBar({ admin, menuOpen, onMenu }: { admin: AdminProfile; menuOpen: boolean; onMenu: () => void }) {
  return (
    <header className="sticky top-0 z-20 flex h-16 items-center gap-3 border-b border-ink-900/5 bg-white/90 px-4 backdrop-blur sm:px-6">
      <button
        type="button"
        onClick={onMenu}
        aria-label={ADMIN_FRAME.openMenu}
        aria-expanded={menuOpen}
        aria-controls="admin-sidebar"
        className="grid size-10 place-items-center rounded-lg text-ink-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600 lg:hidden"
      >
        <Menu aria-hidden="true" className="size-5" />
      </button>
      <SearchBox />
      <NotificationBell />
      <Link
        to="/ProfilePage"
        aria-label={ADMIN_FRAME.profile}
        title={admin.email}
        className="grid size-10 shrink-0 place-items-center rounded-full bg-brand-100 text-sm font-bold text-brand-800 transition hover:bg-brand-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        {initials(admin.name)}
      </Link>
    </header>
  );
}
