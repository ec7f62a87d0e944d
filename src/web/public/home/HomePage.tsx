import { useLoaderData } from 'react-router';
import type { Api } from '../../api/client';
import { Hero } from './Hero';
import { ServicesPreview } from './ServicesPreview';

const HOME_SERVICES = 6;

export async function homeLoader(api: Api) {
  // The hero needs no data; a failed services fetch leaves the list empty (SPEC 8: logged only).
  const services = await api.services().catch(() => []);
  return { services };
}

export function HomePage() {
  const { services } = useLoaderData<Awaited<ReturnType<typeof homeLoader>>>();
  return (
    <>
      <Hero />
      <ServicesPreview services={services} limit={HOME_SERVICES} />
    </>
  );
}
