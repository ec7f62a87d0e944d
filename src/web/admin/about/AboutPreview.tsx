import { ABOUT_WORDS as W } from '../../../shared/admin-words/singles';
import { PUBLIC_MESSAGES } from '../../../shared/messages';
import type { AboutUsInput } from '../../../shared/schemas/admin-inputs';

type AboutText = { [K in keyof AboutUsInput]: string };

/** The title with 'Tech Solutions' highlighted, as the About page shows it (SPEC 2.4). */
function Highlighted({ title }: { title: string }) {
  const phrase = PUBLIC_MESSAGES.highlightPhrase;
  const at = title.toLowerCase().indexOf(phrase.toLowerCase());
  if (at < 0) return <>{title}</>;
  return (
    <>
      {title.slice(0, at)}
      <span className="text-brand-600">{title.slice(at, at + phrase.length)}</span>
      {title.slice(at + phrase.length)}
    </>
  );
}

const Caption = ({ children }: { children: string }) => (
  <p className="text-xs font-semibold tracking-wide text-ink-500 uppercase">{children}</p>
);

/**
 * The about text laid out as on the About page: the heading and introduction at the top, then the story.
 * Each part carries the name of its form field, so the administrator knows what to change where.
 */
export function AboutPreview({ text, sample }: { text: AboutText; sample: boolean }) {
  return (
    <article
      data-testid="about-preview"
      className={`rounded-2xl border bg-white p-5 shadow-sm sm:p-8 ${sample ? 'border-dashed border-amber-400' : 'border-ink-900/5'}`}
    >
      <div className="space-y-2 text-center">
        <Caption>{`${W.fields.title.label} · ${W.fields.description.label}`}</Caption>
        <h2 className="text-2xl font-bold tracking-tight text-balance text-ink-900 sm:text-3xl">
          <Highlighted title={text.title} />
        </h2>
        <p className="mx-auto max-w-2xl leading-relaxed whitespace-pre-line text-ink-500">{text.description}</p>
      </div>
      <div className="mt-8 grid gap-4 border-t border-ink-900/5 pt-8 lg:grid-cols-[1fr_1.2fr] lg:gap-10">
        <div className="space-y-2">
          <Caption>{W.fields.aboutTitle.label}</Caption>
          <h3 className="text-xl font-bold tracking-tight text-balance text-ink-900">{text.aboutTitle}</h3>
        </div>
        <div className="space-y-2">
          <Caption>{W.fields.aboutDescription.label}</Caption>
          <p className="leading-relaxed whitespace-pre-line text-ink-500">{text.aboutDescription}</p>
        </div>
      </div>
    </article>
  );
}
