import { ChevronDown } from 'lucide-react';
import { PUBLIC_MESSAGES } from '../../../shared/messages';
import { sectionNumber } from './anchors';
import { LEGAL_STRINGS } from './strings';

/**
 * The numbered side menu of a legal document (SPEC 2.6). On small screens it folds away behind
 * 'Show Menu' / 'Hide Menu': a `<details>` element that starts open, so it works without JavaScript, and
 * whose button's words and chevron follow its state through CSS. On large screens it is always shown
 * (the button is hidden, and styles.css keeps the list visible) and sticks.
 */
export function LegalMenu({ sections }: { sections: { id: string; title: string }[] }) {
  return (
    <nav
      aria-labelledby="legal-menu-title"
      className="relative rounded-2xl border border-ink-900/5 bg-slate-50 p-4 lg:sticky lg:top-24 lg:max-h-[calc(100vh-8rem)] lg:overflow-y-auto lg:border-0 lg:bg-transparent lg:p-0"
    >
      <h2
        id="legal-menu-title"
        className="flex min-h-10 items-center px-3 text-xs whitespace-nowrap font-semibold tracking-[0.14em] text-ink-500 uppercase"
      >
        {LEGAL_STRINGS.menuTitle}
      </h2>
      <details open className="legal-menu group">
        <summary className="absolute top-4 right-4 inline-flex shrink-0 cursor-pointer list-none items-center gap-1.5 rounded-full border whitespace-nowrap border-ink-900/10 bg-white px-4 py-2 text-sm font-semibold text-ink-900 transition hover:border-brand-600 hover:text-brand-700 lg:hidden [&::-webkit-details-marker]:hidden">
          <span className="hidden group-open:inline">{PUBLIC_MESSAGES.hideMenu}</span>
          <span className="group-open:hidden">{PUBLIC_MESSAGES.showMenu}</span>
          <ChevronDown aria-hidden="true" className="size-4 transition group-open:rotate-180" />
        </summary>
        <ol id="legal-menu-list" className="mt-3 space-y-0.5">
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
      </details>
    </nav>
  );
}
