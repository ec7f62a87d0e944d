import { useLoaderData } from 'react-router';
import { PUBLIC_MESSAGES } from '../../../shared/messages';
import type { Api } from '../../api/client';
import { type PageMeta, pageTitle } from '../page';
import { GrowthSteps } from '../sections/GrowthSteps';
import { loadGrowthSteps, loadServices } from '../sections/loaders';
import { ServicesList } from '../sections/ServicesList';
import { PAGE_STRINGS } from '../sections/strings';
import { PageHero } from '../shared/Section';

export async function loader(api: Api) {
  const [services, steps] = await Promise.all([loadServices(api), loadGrowthSteps(api)]);
  return { services, steps };
}

type Data = Awaited<ReturnType<typeof loader>>;

export function meta(): PageMeta {
  return {
    title: pageTitle('Services'),
    description: PAGE_STRINGS.servicesDescription,
  };
}

/** Services (SPEC 2.4): the hero, the full services list, then the growth steps. */
export default function ServicesPage() {
  const { services, steps } = useLoaderData<Data>();
  return (
    <>
      <PageHero
        eyebrow={PAGE_STRINGS.servicesEyebrow}
        title={PUBLIC_MESSAGES.servicesHeroTitle}
        subtitle={PUBLIC_MESSAGES.servicesHeroSubtitle}
      />
      <ServicesList services={services} />
      <GrowthSteps steps={steps} tone="tint" />
    </>
  );
}
