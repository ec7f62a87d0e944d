import { useLoaderData } from 'react-router';
import { STATS_DEFAULTS } from '../../../shared/limits';
import type { Api } from '../../api/client';
import { Hero } from './Hero';
import { ServicesPreview } from './ServicesPreview';

const HOME_SERVICES = 6;

export async function homeLoader(api: Api) {
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

export function HomePage() {
  const { services, stats } = useLoaderData<Awaited<ReturnType<typeof homeLoader>>>();
  return (
    <>
      <Hero figures={stats} />
      <ServicesPreview services={services} limit={HOME_SERVICES} />
    </>
  );
}
