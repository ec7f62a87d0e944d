import type { ReactNode } from 'react';

/** A section's heading (the page's h1) with its actions on the right. */
export function SectionHeader({ title, intro, children }: { title: string; intro?: string; children?: ReactNode }) {
  return (
    <div className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-ink-900">{title}</h1>
        {intro && <p className="mt-1 text-sm text-ink-500">{intro}</p>}
      </div>
      {children && <div className="flex flex-wrap items-center gap-3">{children}</div>}
    </div>
  );
}

/** The white card forms and tables sit on. */
export function Panel({ children, className = '' }: { children: ReactNode; className?: string }) {
  return (
    <div className={`rounded-2xl border border-ink-900/5 bg-white p-5 shadow-sm sm:p-6 ${className}`}>{children}</div>
  );
}
