import { useLoaderData } from 'react-router';
import { PUBLIC_MESSAGES } from '../../../shared/messages';
import { excerpt } from '../../../shared/text';
import type { Api } from '../../api/client';
import { block, type PageMeta, pageTitle } from '../page';
import { sectionAnchors } from './anchors';
import { LegalDocument, LegalError, Prose } from './LegalDocument';
import { LEGAL_STRINGS } from './strings';

export async function loader(api: Api) {
  return { terms: await block(() => api.terms().then((list) => list[0] ?? null), PUBLIC_MESSAGES.termsFailed) };
}

type Data = Awaited<ReturnType<typeof loader>>;

export function meta({ terms }: Data): PageMeta {
  const doc = terms.ok ? terms.data : null;
  return {
    title: pageTitle(doc?.title || LEGAL_STRINGS.termsTitle),
    description: doc?.intro ? excerpt(doc.intro, 155) : LEGAL_STRINGS.termsDescription,
  };
}

export default function TermsPage() {
  const { terms } = useLoaderData<Data>();
  if (!terms.ok) return <LegalError title={PUBLIC_MESSAGES.termsErrorTitle} message={terms.error} />;
  const doc = terms.data;
  const sections = doc?.sections ?? [];
  const ids = sectionAnchors(sections.map((s) => s.title));
  return (
    <LegalDocument
      title={doc?.title || LEGAL_STRINGS.termsTitle}
      intro={doc?.intro}
      sections={sections.map((section, i) => ({
        id: ids[i] ?? section._id,
        title: section.title,
        body: <Prose text={section.content} />,
      }))}
    />
  );
}
