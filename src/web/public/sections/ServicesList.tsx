import { PUBLIC_MESSAGES } from '../../../shared/messages';
import type { Service } from '../../../shared/schemas/content';
import { Section } from '../shared/Section';
import { ServiceCard } from './ServiceCard';
import { SECTION_STRINGS } from './strings';

interface Props {
  services: Service[];
  /** Show only the first `limit` cards, with 'View All' to /services when more exist (SPEC 2.4, 4). */
  limit?: number;
  tone?: 'white' | 'tint';
}

/** The services list. A failed fetch leaves it empty, and an empty list renders nothing (SPEC 8). */
export function ServicesList({ services, limit, tone = 'white' }: Props) {
  if (services.length === 0) return null;
  const shown = limit === undefined ? services : services.slice(0, limit);
  return (
    <Section
      id="services-heading"
      eyebrow={SECTION_STRINGS.servicesEyebrow}
      title={SECTION_STRINGS.servicesTitle}
      intro={SECTION_STRINGS.servicesIntro}
      tone={tone}
      action={
        shown.length < services.length ? (
          <a href="/services" className="btn-primary">
            {PUBLIC_MESSAGES.viewAll}
          </a>
        ) : undefined
      }
    >
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3 lg:gap-8">
        {shown.map((service) => (
          <li key={service._id}>
            <ServiceCard service={service} />
          </li>
        ))}
      </ul>
    </Section>
  );
}
