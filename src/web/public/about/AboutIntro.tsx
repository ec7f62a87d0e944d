import { PUBLIC_MESSAGES } from '../../../shared/messages';
import type { AboutUs } from '../../../shared/schemas/content';
import type { Block } from '../page';
import { BlockMessage, PageHero } from '../shared/Section';
import { splitAtPhrase } from './rules';
import { ABOUT_STRINGS } from './strings';

/** The title with the phrase 'Tech Solutions' highlighted (SPEC 2.4). */
function HighlightedTitle({ title }: { title: string }) {
  const [before, phrase, after] = splitAtPhrase(title, PUBLIC_MESSAGES.highlightPhrase);
  return (
    <>
      {before}
      {phrase && <span className="text-brand-600">{phrase}</span>}
      {after}
    </>
  );
}

/** The page's opening: the about-us title and description, then the longer story (aboutTitle, aboutDescription). */
export function AboutIntro({ about }: { about: Block<AboutUs | null> }) {
  const record = about.ok ? about.data : null;
  return (
    <>
      <PageHero
        eyebrow={ABOUT_STRINGS.heroEyebrow}
        title={record ? <HighlightedTitle title={record.title} /> : ABOUT_STRINGS.pageTitle}
        subtitle={record?.description}
      />
      {!about.ok && (
        <div className="container-page pb-8">
          <BlockMessage tone="error">{about.error}</BlockMessage>
        </div>
      )}
      {record && (record.aboutTitle || record.aboutDescription) && (
        <section aria-labelledby="about-story" className="py-16 sm:py-24">
          <div className="container-page grid gap-8 lg:grid-cols-[1fr_1.2fr] lg:gap-16">
            <div>
              <p className="eyebrow">{ABOUT_STRINGS.storyEyebrow}</p>
              <h2
                id="about-story"
                className="mt-3 text-3xl font-bold tracking-tight text-balance text-ink-900 sm:text-4xl"
              >
                {record.aboutTitle}
              </h2>
            </div>
            <p className="border-brand-600 text-lg leading-relaxed text-ink-500 lg:border-l-2 lg:pl-10">
              {record.aboutDescription}
            </p>
          </div>
        </section>
      )}
    </>
  );
}
