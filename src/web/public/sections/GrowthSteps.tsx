import type { GrowthStep } from '../../../shared/schemas/content';
import { stepLabel } from '../../../shared/text';
import { Img } from '../../components/Img';
import { Section } from '../shared/Section';
import { SECTION_STRINGS } from './strings';

/** SPEC 2.4: the default hand-pointer image for a step without one. */
export const STEP_FALLBACK_IMAGE = '/images/hand-pointer.svg';

/** The growth steps with a 'Contact Us' button to /contact; numbers below 10 show a leading zero (SPEC 2.4). */
export function GrowthSteps({ steps, tone = 'white' }: { steps: GrowthStep[]; tone?: 'white' | 'tint' }) {
  return (
    <Section
      id="growth-heading"
      eyebrow={SECTION_STRINGS.growthEyebrow}
      title={SECTION_STRINGS.growthTitle}
      intro={SECTION_STRINGS.growthIntro}
      tone={tone}
      action={
        <a href="/contact" className="btn-primary">
          {SECTION_STRINGS.contactUs}
        </a>
      }
    >
      {steps.length > 0 && (
        <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {steps.map((step) => (
            <li
              key={step._id}
              className="relative flex flex-col rounded-2xl border border-ink-900/5 bg-white p-6 shadow-sm"
            >
              <div className="flex items-start justify-between gap-4">
                <Img
                  src={step.imageUrl}
                  srcSet={step.imageSrcset}
                  fallback={STEP_FALLBACK_IMAGE}
                  sizes="80px"
                  width={step.imageWidth ?? 800}
                  height={step.imageHeight ?? 800}
                  // The default picture stands for the step as a stored one without a description does: by its title.
                  alt={step.imageUrl ? step.imageAlt : step.title}
                  className="size-20 rounded-2xl object-cover"
                />
                <p className="text-4xl font-bold tracking-tight text-brand-600">
                  <span className="sr-only">{SECTION_STRINGS.stepPrefix} </span>
                  {stepLabel(step.number)}
                </p>
              </div>
              <h3 className="mt-6 text-lg font-semibold text-ink-900">{step.title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-ink-500">{step.description}</p>
            </li>
          ))}
        </ol>
      )}
    </Section>
  );
}
