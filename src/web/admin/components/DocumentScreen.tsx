import type { UseQueryResult } from '@tanstack/react-query';
import { ExternalLink, Info } from 'lucide-react';
import type { ReactNode } from 'react';
import { DOCUMENT_WORDS as W } from '../../../shared/admin-words/documents';
import { messageOf } from '../lib/errors';
import { SectionHeader } from './SectionHeader';
import { ErrorState, LoadingState } from './States';

interface Words {
  heading: string;
  intro: string;
  pagePath: string;
  loading: string;
  loadFailed: string;
  empty: string;
}

/**
 * A document editor's screen: heading with a link to the public page, then loading, the failure with
 * Try Again, or the form. With no document yet, the form starts empty under a note saying so.
 */
export function DocumentScreen<T>({
  words,
  query,
  children,
}: {
  words: Words;
  query: UseQueryResult<T | null>;
  children: (document: T | null) => ReactNode;
}) {
  return (
    <>
      <SectionHeader title={words.heading} intro={words.intro}>
        <a href={words.pagePath} target="_blank" rel="noopener" className="btn-secondary py-2">
          <ExternalLink aria-hidden="true" className="size-4" />
          {W.viewPage}
          <span className="sr-only"> {W.newTab}</span>
        </a>
      </SectionHeader>
      {query.isPending ? (
        <LoadingState text={words.loading} />
      ) : query.isError ? (
        <ErrorState
          title={words.loadFailed}
          message={messageOf(query.error, '')}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <>
          {query.data === null && (
            <p className="mb-6 flex items-start gap-3 rounded-xl border border-brand-200 bg-brand-50 px-4 py-3 text-sm text-ink-700">
              <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
              {words.empty}
            </p>
          )}
          {children(query.data)}
        </>
      )}
    </>
  );
}
