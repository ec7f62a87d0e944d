import type { ReactNode } from 'react';

interface Props {
  /** Small label above the heading. */
  eyebrow?: string;
  title: ReactNode;
  intro?: ReactNode;
  /** Right-aligned action beside the heading (e.g. 'View All'). */
  action?: ReactNode;
  children: ReactNode;
  /** id of the heading, for aria-labelledby and in-page links. */
  id: string;
  tone?: 'white' | 'tint' | 'dark';
}

const tones = { white: 'bg-white', tint: 'bg-slate-50', dark: 'bg-ink-900 text-white' } as const;

/** A page section with the site's heading style and vertical rhythm. */
export function Section({ eyebrow, title, intro, action, children, id, tone = 'white' }: Props) {
  return (
    <section aria-labelledby={id} className={`${tones[tone]} py-16 sm:py-24`}>
      <div className="container-page">
        <div className="flex flex-wrap items-end justify-between gap-6">
          <div className="max-w-2xl">
            {eyebrow && <p className={`eyebrow ${tone === 'dark' ? 'text-brand-300' : ''}`}>{eyebrow}</p>}
            <h2
              id={id}
              className={`mt-3 text-3xl font-bold tracking-tight text-balance sm:text-4xl ${tone === 'dark' ? 'text-white' : 'text-ink-900'}`}
            >
              {title}
            </h2>
            {intro && <p className={`mt-4 text-lg ${tone === 'dark' ? 'text-white/70' : 'text-ink-500'}`}>{intro}</p>}
          </div>
          {action}
        </div>
        <div className="mt-10 sm:mt-12">{children}</div>
      </div>
    </section>
  );
}

/** The message a block shows in place of its content when it failed or is empty. */
export function BlockMessage({ tone, children }: { tone: 'error' | 'empty'; children: ReactNode }) {
  return (
    <p
      role={tone === 'error' ? 'alert' : undefined}
      className={`rounded-xl border px-5 py-4 text-sm ${tone === 'error' ? 'border-red-200 bg-red-50 text-red-700' : 'border-ink-900/10 bg-white text-ink-500'}`}
    >
      {children}
    </p>
  );
}

/** A page's opening band: a large heading with an optional line under it. */
export function PageHero({ title, subtitle, eyebrow }: { title: ReactNode; subtitle?: ReactNode; eyebrow?: string }) {
  return (
    <section className="relative overflow-hidden bg-gradient-to-b from-brand-50 to-white">
      <div
        aria-hidden="true"
        className="absolute -top-40 -right-40 size-[30rem] rounded-full bg-brand-200/40 blur-3xl"
      />
      <div className="container-page relative py-16 text-center sm:py-24">
        {eyebrow && <p className="eyebrow">{eyebrow}</p>}
        <h1 className="mx-auto mt-3 max-w-3xl text-4xl font-bold tracking-tight text-balance text-ink-900 sm:text-5xl">
          {title}
        </h1>
        {subtitle && <p className="mx-auto mt-5 max-w-2xl text-lg text-ink-500">{subtitle}</p>}
      </div>
    </section>
  );
}
