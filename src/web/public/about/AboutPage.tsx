import { useLoaderData } from 'react-router';
import { PUBLIC_MESSAGES } from '../../../shared/messages';
import type { Api } from '../../api/client';
import { block, type PageMeta, pageTitle } from '../page';
import { AboutIntro } from './AboutIntro';
import { Achievements } from './Achievements';
import { CompanyValues } from './CompanyValues';
import { ABOUT_STRINGS } from './strings';
import { TeamGrid } from './TeamGrid';

export async function loader(api: Api) {
  // Each block loads and fails on its own (SPEC 4, 8): one failure never hides the others.
  const [about, achievement, values, team] = await Promise.all([
    block(() => api.aboutUs().then((list) => list[0] ?? null), PUBLIC_MESSAGES.aboutFailed),
    block(() => api.achievements().then((list) => list[0] ?? null), PUBLIC_MESSAGES.achievementsFailed),
    block(() => api.companyValues(), PUBLIC_MESSAGES.companyValuesFailed),
    block(() => api.team(), PUBLIC_MESSAGES.teamFailed),
  ]);
  return { about, achievement, values, team };
}

type Data = Awaited<ReturnType<typeof loader>>;

// A fixed description: deriving it from the content would ship the text helpers with the page (JS budget).
export function meta(): PageMeta {
  return { title: pageTitle(ABOUT_STRINGS.pageTitle), description: ABOUT_STRINGS.metaDescription };
}

export default function AboutPage() {
  const { about, achievement, values, team } = useLoaderData<Data>();
  return (
    <>
      <AboutIntro about={about} />
      <Achievements achievement={achievement} />
      <CompanyValues values={values} />
      <TeamGrid team={team} />
    </>
  );
}
