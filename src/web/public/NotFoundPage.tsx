import { SITE } from '../../shared/messages';
import { type PageMeta, pageTitle } from './page';

export function meta(): PageMeta {
  return { title: pageTitle('Page not found'), description: 'This page does not exist or has moved.' };
}

export function status() {
  return 404;
}

export default function NotFoundPage() {
  return (
    <section className="container-page grid min-h-[60vh] place-items-center py-24 text-center">
      <div>
        <p className="eyebrow">Error 404</p>
        <h1 className="mt-3 text-4xl font-bold tracking-tight text-ink-900 sm:text-5xl">Page not found</h1>
        <p className="mx-auto mt-4 max-w-md text-ink-500">
          The page you are looking for has moved or never existed. Let us take you somewhere useful.
        </p>
        <a href="/" className="btn-primary mt-8">
          {SITE.backToHome}
        </a>
      </div>
    </section>
  );
}
