import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ADMIN_FRAME } from '../../../shared/admin-messages';
import { AdminProviders } from './AdminProviders';

/** The frame of the admin screens that have their own address (/StepForm, /AchievementForm, /ProfilePage). */
export function StandalonePage({ children }: { children: ReactNode }) {
  return (
    <AdminProviders>
      <div className="min-h-screen bg-slate-50">
        <header className="border-b border-ink-900/5 bg-white">
          <div className="mx-auto flex h-16 max-w-5xl items-center px-4 sm:px-6">
            <Link
              to="/admin"
              className="inline-flex items-center gap-2 rounded-lg px-2 py-1.5 text-sm font-medium text-ink-700 hover:bg-slate-100 hover:text-ink-900 focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              <ArrowLeft aria-hidden="true" className="size-4" />
              {ADMIN_FRAME.backToDashboard}
            </Link>
          </div>
        </header>
        <main className="mx-auto max-w-5xl px-4 py-8 sm:px-6">{children}</main>
      </div>
    </AdminProviders>
  );
}
