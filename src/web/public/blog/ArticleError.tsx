import { ArrowLeft, FileX } from 'lucide-react';
import { PUBLIC_MESSAGES, SITE } from '../../../shared/messages';
import { BLOG_STRINGS } from './strings';

/** 'Error Loading Blog' with the reason: 'Blog not found' or 'Failed to fetch blog' (SPEC 2.5, 8). */
export function ArticleError({ message, notFound }: { message: string; notFound: boolean }) {
  return (
    <section className="container-page grid min-h-[60vh] place-items-center py-24 text-center">
      <div className="max-w-lg">
        <span className="mx-auto grid size-16 place-items-center rounded-2xl bg-red-50 text-red-700 ring-1 ring-red-200">
          <FileX aria-hidden="true" className="size-8" />
        </span>
        <h1 className="mt-6 text-3xl font-bold tracking-tight text-ink-900 sm:text-4xl">
          {PUBLIC_MESSAGES.articleErrorTitle}
        </h1>
        <p role="alert" className="mt-4 text-lg font-medium text-red-700">
          {message}
        </p>
        <p className="mt-2 text-ink-500">{notFound ? BLOG_STRINGS.errorHint : BLOG_STRINGS.failedHint}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <a href="/blog" className="btn-primary">
            <ArrowLeft aria-hidden="true" className="size-4" />
            {BLOG_STRINGS.backToBlog}
          </a>
          <a href="/" className="btn-secondary">
            {SITE.backToHome}
          </a>
        </div>
      </div>
    </section>
  );
}
