import { Menu, Search } from 'lucide-react';
import { Link } from 'react-router';
import { ADMIN_FRAME } from '../../../shared/admin-messages';
import type { AdminProfile } from '../../../shared/schemas/auth';
import { NotificationBell } from './NotificationBell';

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
      <search className="min-w-0 flex-1">
        <label className="relative block max-w-md">
          <span className="sr-only">{ADMIN_FRAME.search}</span>
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-ink-500"
          />
          <input
            type="search"
            placeholder={`${ADMIN_FRAME.search}...`}
            className="w-full rounded-lg border border-ink-900/10 bg-slate-50 py-2 pr-3 pl-9 text-sm text-ink-900 placeholder:text-ink-500 focus:border-brand-600 focus:bg-white focus:ring-2 focus:ring-brand-600/20 focus:outline-none"
          />
        </label>
      </search>
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
