import { Plus } from 'lucide-react';
import { type ReactNode, useEffect, useRef } from 'react';

/**
 * A section's heading (the page's h1) with its actions on the right. When the screen changes under the
 * user (a list gives way to its form, another section opens) and the focused button went with it, the
 * focus moves to the new heading, so keyboard and screen-reader users carry on from there.
 */
export function SectionHeader({ title, intro, children }: { title: string; intro?: string; children?: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new title is a new screen
  useEffect(() => {
    const active = document.activeElement;
    if (!active || active === document.body) heading.current?.focus({ preventScroll: true });
  }, [title]);
  return (
    <div className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
      <div>
        <h1 ref={heading} tabIndex={-1} className="text-2xl font-bold tracking-tight text-ink-900 focus:outline-none">
          {title}
        </h1>
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

/** A section's main action in its header: open the form for a new record. */
export function AddButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button type="button" className="btn-primary py-2.5" onClick={onClick}>
      <Plus aria-hidden="true" className="size-4" />
      {label}
    </button>
  );
}
