import { Link } from 'react-router';
import type { Service } from '../../../shared/schemas/content';

interface Props {
  services: Service[];
  limit: number;
}

export function ServicesPreview({ services, limit }: Props) {
  if (services.length === 0) return null;
  return (
    <section aria-labelledby="services-heading" className="container-page py-20">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <p className="eyebrow">What we do</p>
          <h2 id="services-heading" className="mt-3 text-3xl font-bold tracking-tight text-ink-900 sm:text-4xl">
            Services built around your goals
          </h2>
        </div>
        {services.length > limit && (
          <Link to="/services" className="btn-secondary">
            View All
          </Link>
        )}
      </div>
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {services.slice(0, limit).map((service) => (
          <li
            key={service._id}
            className="flex flex-col overflow-hidden rounded-2xl border border-ink-900/5 bg-white shadow-sm"
          >
            {service.imageUrl && (
              <img
                src={service.imageUrl}
                srcSet={service.imageSrcset ?? undefined}
                sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
                width={service.imageWidth ?? undefined}
                height={service.imageHeight ?? undefined}
                alt=""
                loading="lazy"
                className="aspect-[16/10] w-full object-cover"
              />
            )}
            <div className="flex flex-1 flex-col p-6">
              <h3 className="text-lg font-semibold text-ink-900">{service.name}</h3>
              <p className="mt-2 flex-1 text-sm leading-relaxed text-ink-500">{service.description}</p>
              <Link to="/contact" className="mt-6 text-sm font-semibold text-brand-700 hover:text-brand-800">
                Contact Us <span aria-hidden="true">→</span>
              </Link>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
