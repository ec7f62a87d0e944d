import { useLoaderData } from 'react-router';
import { PUBLIC_MESSAGES } from '../../../shared/messages';
import type { Api } from '../../api/client';
import { block, type PageMeta, pageTitle } from '../page';
import { sectionAnchors } from './anchors';
import { LegalDocument, LegalError, Prose } from './LegalDocument';
import { LEGAL_STRINGS } from './strings';

export async function loader(api: Api) {
  return { policy: await block(() => api.privacyPolicy(), PUBLIC_MESSAGES.privacyFailed) };
}

type Data = Awaited<ReturnType<typeof loader>>;

export function meta(): PageMeta {
  return { title: pageTitle(LEGAL_STRINGS.privacyTitle), description: LEGAL_STRINGS.privacyDescription };
}

export default function PrivacyPage() {
  const { policy } = useLoaderData<Data>();
  if (!policy.ok) return <LegalError title={PUBLIC_MESSAGES.policyErrorTitle} message={policy.error} />;
  const sections = policy.data.sections;
  const ids = sectionAnchors(sections.map((s) => s.title));
  return (
    <LegalDocument
      title={LEGAL_STRINGS.privacyTitle}
      intro={LEGAL_STRINGS.privacyIntro}
      sections={sections.map((section, i) => ({
        id: ids[i] ?? section._id,
        title: section.title,
        body: <Prose text={section.content} />,
      }))}
    />
  );
}
