import { ChevronDown } from 'lucide-react';
import { useEffect, useState } from 'react';
import { PUBLIC_MESSAGES } from '../../../shared/messages';
import { sectionNumber } from './anchors';
import { LEGAL_STRINGS } from './strings';

const LIST_ID = 'legal-menu-list';

/**
 * The numbered side menu of a legal document (SPEC 2.6). On small screens it folds away behind
 * 'Show Menu' / 'Hide Menu'; it starts open, so the server's HTML (and a browser without JavaScript)
 * always shows it. On large screens it is always shown and sticks.
 */
export function LegalMenu({ sections }: { sections: { id: string; title: string }[] }) {
  const [open, setOpen] = useState(true);
  // The toggle works only with JavaScript: until the page is hydrated it keeps its place but stays invisible.
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  return (
    <nav
      aria-labelledby="legal-menu-title"
      className="rounded-2xl border border-ink-900/5 bg-slate-50 p-4 lg:sticky lg:top-24 lg:max-h-[calc(100vh-8rem)] lg:overflow-y-auto lg:border-0 lg:bg-transparent lg:p-0"
    >
      <div className="flex items-center justify-between gap-3">
        <h2
          id="legal-menu-title"
          className="px-3 text-xs whitespace-nowrap font-semibold tracking-[0.14em] text-ink-500 uppercase"
        >
          {LEGAL_STRINGS.menuTitle}
        </h2>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={LIST_ID}
          onClick={() => setOpen((v) => !v)}
          className={`inline-flex shrink-0 items-center gap-1.5 rounded-full border whitespace-nowrap border-ink-900/10 bg-white px-4 py-2 text-sm font-semibold text-ink-900 transition hover:border-brand-600 hover:text-brand-700 lg:hidden ${ready ? '' : 'invisible'}`}
        >
          {open ? PUBLIC_MESSAGES.hideMenu : PUBLIC_MESSAGES.showMenu}
          <ChevronDown aria-hidden="true" className={`size-4 transition ${open ? 'rotate-180' : ''}`} />
        </button>
      </div>
      <ol id={LIST_ID} className={`${open ? 'block' : 'hidden'} mt-3 space-y-0.5 lg:block`}>
        {sections.map((section, index) => (
          <li key={section.id}>
            <a
              href={`#${section.id}`}
              className="flex gap-2 rounded-lg px-3 py-2 text-sm text-ink-700 transition hover:bg-white hover:text-brand-700 lg:hover:bg-brand-50"
            >
              <span className="w-6 shrink-0 font-semibold text-brand-700 tabular-nums">{sectionNumber(index)}</span>{' '}
              <span>{section.title}</span>
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
