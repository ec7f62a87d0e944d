import type { ReactNode } from 'react';
import { PUBLIC_MESSAGES } from '../../../shared/messages';
import { BlockMessage } from '../shared/Section';
import { paragraphs, sectionNumber } from './anchors';
import { LegalMenu } from './LegalMenu';
import { LEGAL_STRINGS } from './strings';

export interface LegalSection {
  id: string;
  title: string;
  body: ReactNode;
}

function LegalHeader({ title, intro }: { title: string; intro?: ReactNode }) {
  return (
    <header className="border-b border-ink-900/5 bg-gradient-to-b from-brand-50 to-white">
      <div className="container-page py-14 sm:py-20">
        <p className="eyebrow">{LEGAL_STRINGS.eyebrow}</p>
        <h1 className="mt-3 text-4xl font-bold tracking-tight text-balance text-ink-900 sm:text-5xl">{title}</h1>
        {intro && <div className="mt-5 max-w-3xl text-lg leading-relaxed text-ink-500">{intro}</div>}
      </div>
    </header>
  );
}

/** Plain text as paragraphs, in the legal pages' reading style. */
export function Prose({ text }: { text: string }) {
  return (
    <div className="space-y-4">
      {paragraphs(text).map((p) => (
        <p key={p}>{p}</p>
      ))}
    </div>
  );
}

/** A legal document: its title and introduction, the numbered side menu, and each numbered, anchored section. */
export function LegalDocument({
  title,
  intro,
  sections,
}: {
  title: string;
  intro?: ReactNode;
  sections: LegalSection[];
}) {
  return (
    <>
      <LegalHeader title={title} intro={intro} />
      <div className="container-page py-12 sm:py-16">
        {sections.length === 0 ? (
          <BlockMessage tone="error">{PUBLIC_MESSAGES.sectionsError}</BlockMessage>
        ) : (
          <div className="lg:grid lg:grid-cols-[17rem_minmax(0,1fr)] lg:items-start lg:gap-16">
            <LegalMenu sections={sections} />
            <div className="mt-10 max-w-3xl space-y-12 lg:mt-0">
              {sections.map((section, index) => (
                <section
                  key={section.id}
                  id={section.id}
                  aria-labelledby={`${section.id}-title`}
                  className="scroll-mt-24"
                >
                  <h2
                    id={`${section.id}-title`}
                    className="text-xl font-semibold tracking-tight text-ink-900 sm:text-2xl"
                  >
                    <span className="mr-1 text-brand-600">{sectionNumber(index)}</span> {section.title}
                  </h2>
                  <div className="mt-4 leading-relaxed text-ink-700">{section.body}</div>
                </section>
              ))}
            </div>
          </div>
        )}
      </div>
    </>
  );
}

/** The error view of a legal page (SPEC 2.6, 8): its title, then what failed. */
export function LegalError({ title, message }: { title: string; message: string }) {
  return (
    <>
      <LegalHeader title={title} />
      <div className="container-page py-12 sm:py-16">
        <BlockMessage tone="error">{message}</BlockMessage>
      </div>
    </>
  );
}
