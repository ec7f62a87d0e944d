import { CircleCheck } from 'lucide-react';
import { useLoaderData } from 'react-router';
import { PUBLIC_MESSAGES } from '../../../shared/messages';
import type { RefundPolicy } from '../../../shared/schemas/legal';
import { excerpt } from '../../../shared/text';
import type { Api } from '../../api/client';
import { block, type PageMeta, pageTitle } from '../page';
import { sectionAnchors } from './anchors';
import { LegalDocument, LegalError, Prose } from './LegalDocument';
import { LEGAL_STRINGS } from './strings';

export async function loader(api: Api) {
  return { refund: await block(() => api.refund().then((list) => list[0] ?? null), PUBLIC_MESSAGES.refundFailed) };
}

type Data = Awaited<ReturnType<typeof loader>>;

export function meta({ refund }: Data): PageMeta {
  const doc = refund.ok ? refund.data : null;
  return {
    title: pageTitle(doc?.title || LEGAL_STRINGS.refundTitle),
    description: doc?.description ? excerpt(doc.description, 155) : LEGAL_STRINGS.refundDescription,
  };
}

/** One refund item: its description, then its points as a list. */
function RefundItem({ item }: { item: RefundPolicy['items'][number] }) {
  return (
    <>
      <Prose text={item.description} />
      {item.points.length > 0 && (
        <ul className="mt-5 space-y-3">
          {item.points.map((point, index) => (
            // Points are plain text and may repeat; their order is their identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: the list is rendered whole, never reordered in place
            <li key={index} className="flex gap-3">
              <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-600" />
              <span>{point}</span>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

export default function RefundPage() {
  const { refund } = useLoaderData<Data>();
  if (!refund.ok) return <LegalError title={PUBLIC_MESSAGES.policyErrorTitle} message={refund.error} />;
  const doc = refund.data;
  const items = doc?.items ?? [];
  const ids = sectionAnchors(items.map((item) => item.heading));
  return (
    <LegalDocument
      title={doc?.title || LEGAL_STRINGS.refundTitle}
      intro={doc?.description}
      sections={items.map((item, i) => ({
        id: ids[i] ?? `section-${i + 1}`,
        title: item.heading,
        body: <RefundItem item={item} />,
      }))}
    />
  );
}
