import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { AUTH_WORDS } from '../../../shared/admin-messages';

interface Props {
  title: string;
  intro?: string;
  children: ReactNode;
}

/** The frame of the sign-in and recovery screens: a brand panel beside a focused form. */
export function AuthLayout({ title, intro, children }: Props) {
  return (
    <div className="grid min-h-screen bg-white lg:grid-cols-2">
      <aside className="relative hidden overflow-hidden bg-gradient-to-br from-brand-700 via-brand-600 to-brand-800 p-12 text-white lg:flex lg:flex-col lg:justify-between">
        <div aria-hidden="true" className="absolute -right-24 -bottom-24 size-96 rounded-full bg-white/10" />
        <div aria-hidden="true" className="absolute top-24 -left-16 size-56 rounded-full bg-white/5" />
        <Link to="/" className="relative flex items-center gap-2 text-lg font-bold">
          <span
            aria-hidden="true"
            className="grid size-8 place-items-center rounded-lg bg-white text-sm text-brand-700"
          >
            K
          </span>
          {AUTH_WORDS.company}
        </Link>
        <div className="relative max-w-md">
          <p className="text-3xl leading-snug font-semibold">{AUTH_WORDS.tagline}</p>
          <p className="mt-4 text-white/75">{AUTH_WORDS.staffOnly}</p>
        </div>
      </aside>
      <main className="flex items-center justify-center px-5 py-12 sm:px-8">
        <div className="w-full max-w-md">
          <Link to="/" className="mb-10 flex items-center gap-2 text-lg font-bold text-ink-900 lg:hidden">
            <span
              aria-hidden="true"
              className="grid size-8 place-items-center rounded-lg bg-brand-600 text-sm text-white"
            >
              K
            </span>
            {AUTH_WORDS.company}
          </Link>
          <h1 className="text-3xl font-bold tracking-tight text-ink-900">{title}</h1>
          {intro && <p className="mt-2 text-ink-500">{intro}</p>}
          <div className="mt-8">{children}</div>
        </div>
      </main>
    </div>
  );
}
