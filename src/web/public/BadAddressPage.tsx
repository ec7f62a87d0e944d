/** The page for an address that cannot be read (a broken `%` escape): what a browser gets with its 400. */
import { PUBLIC_MESSAGES, SITE } from '../../shared/messages';
import { type PageMeta, pageTitle } from './page';

export function meta(): PageMeta {
  return { title: pageTitle(PUBLIC_MESSAGES.badAddressTitle), description: PUBLIC_MESSAGES.badAddressText };
}

export function status() {
  return 400;
}

export default function BadAddressPage() {
  return (
    <section className="container-page grid min-h-[60vh] place-items-center py-24 text-center">
      <div>
        <p className="eyebrow">Error 400</p>
        <h1 className="mt-3 text-4xl font-bold tracking-tight text-ink-900 sm:text-5xl">
          {PUBLIC_MESSAGES.badAddressTitle}
        </h1>
        <p className="mx-auto mt-4 max-w-md text-ink-500">{PUBLIC_MESSAGES.badAddressText}</p>
        <a href="/" className="btn-primary mt-8">
          {SITE.backToHome}
        </a>
      </div>
    </section>
  );
}
