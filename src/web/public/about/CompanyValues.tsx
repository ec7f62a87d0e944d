import { PUBLIC_MESSAGES } from '../../../shared/messages';
import type { CompanyValues as Values } from '../../../shared/schemas/content';
import type { Block } from '../page';
import { BlockMessage, Section } from '../shared/Section';
import { valueIcon } from './rules';
import { ABOUT_STRINGS } from './strings';

/** The company values: headline and one card per section, icons by position (SPEC 2.4). */
export function CompanyValues({ values }: { values: Block<Values> }) {
  if (values.ok && values.data.sections.length === 0 && !values.data.headline) return null;
  return (
    <Section
      id="company-values"
      eyebrow={ABOUT_STRINGS.valuesEyebrow}
      title={(values.ok && values.data.headline) || ABOUT_STRINGS.valuesTitle}
    >
      {!values.ok ? (
        <BlockMessage tone="error">
          {PUBLIC_MESSAGES.companyValuesError} {values.error}
        </BlockMessage>
      ) : (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {values.data.sections.map((value, index) => {
            const Icon = valueIcon(index);
            return (
              <li
                key={value._id}
                className="rounded-2xl border border-ink-900/5 bg-white p-7 shadow-sm transition hover:border-brand-200 hover:shadow-md"
              >
                <span className="grid size-12 place-items-center rounded-xl bg-brand-600 text-white shadow-sm">
                  <Icon aria-hidden="true" className="size-6" />
                </span>
                <h3 className="mt-6 text-lg font-semibold text-ink-900">{value.title}</h3>
                <p className="mt-2 text-sm leading-relaxed text-ink-500">{value.description}</p>
              </li>
            );
          })}
        </ul>
      )}
    </Section>
  );
}
