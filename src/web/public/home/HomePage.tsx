import { useLoaderData } from 'react-router';
import { STATS_DEFAULTS } from '../../../shared/limits';
import type { Api } from '../../api/client';
import { type PageMeta, SITE_NAME } from '../page';
import { organizationJsonLd } from '../seo';
import { Hero } from './Hero';
import { ServicesPreview } from './ServicesPreview';

const HOME_SERVICES = 6;

export async function loader(api: Api) {
  // The hero needs no data; a failed services fetch leaves the list empty (SPEC 8: logged only).
  // Stats fall back to the spec's built-in defaults when none load (SPEC 4).
  const [services, stats] = await Promise.all([
    api.services().catch(() => []),
    api.stats().then(
      (list) => list[0] ?? STATS_DEFAULTS,
      () => STATS_DEFAULTS,
    ),
  ]);
  return { services, stats };
}

type Data = Awaited<ReturnType<typeof loader>>;

export function meta(_data: Data, url: URL): PageMeta {
  return {
    title: `${SITE_NAME} | Web, Mobile & Digital Services`,
    description:
      'Kestrel Digital designs, builds and grows web and mobile software for ambitious businesses: 15+ years of delivery.',
    jsonLd: [organizationJsonLd(url)],
  };
}

export default function HomePage() {
  const { services, stats } = useLoaderData<Data>();
  return (
    <>
      <Hero figures={stats} />
      <ServicesPreview services={services} limit={HOME_SERVICES} />
    </>
  );
}
