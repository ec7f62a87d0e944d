import { LogOut } from 'lucide-react';
import { useLoaderData, useNavigate } from 'react-router';
import type { AdminProfile } from '../../../shared/schemas/auth';
import { session } from '../auth/storage';

/**
 * The signed-in frame of the back office. The full dashboard (sidebar sections, cards, charts) is built
 * on this frame; for now it shows who is signed in and lets them sign out.
 */
export function AdminShell() {
  const admin = useLoaderData() as AdminProfile;
  const navigate = useNavigate();
  const logout = () => {
    session.clear();
    navigate('/login');
  };
  return (
    <div className="min-h-screen bg-slate-50">
      <header className="border-b border-ink-900/5 bg-white">
        <div className="mx-auto flex h-16 max-w-7xl items-center justify-between px-5 sm:px-8">
          <span className="flex items-center gap-2 text-lg font-bold text-ink-900">
            <span
              aria-hidden="true"
              className="grid size-8 place-items-center rounded-lg bg-brand-600 text-sm text-white"
            >
              K
            </span>
            Admin
          </span>
          <div className="flex items-center gap-4">
            <span className="hidden text-sm text-ink-500 sm:inline">{admin.email}</span>
            <button type="button" onClick={logout} className="btn-secondary py-2">
              <LogOut aria-hidden="true" className="size-4" />
              Logout
            </button>
          </div>
        </div>
      </header>
      <main className="mx-auto max-w-7xl px-5 py-10 sm:px-8">
        <h1 className="text-2xl font-bold text-ink-900">Dashboard</h1>
        <p className="mt-2 text-ink-500">Signed in as {admin.name}.</p>
      </main>
    </div>
  );
}
