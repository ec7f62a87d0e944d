import { Mail } from 'lucide-react';
import { useId } from 'react';
import { PUBLIC_MESSAGES } from '../../../shared/messages';
import { SUBSCRIPTION_WORDS } from '../../../shared/subscriptions';
import { Honeypot } from '../contact/ContactFields';
import { BLOG_STRINGS } from './strings';

const DONE_CLASS = 'rounded-2xl bg-white/10 px-5 py-4 font-medium ring-1 ring-white/20';
const ERROR_CLASS = 'mt-3 text-sm font-medium text-white';

/**
 * The 'Stay Updated' form (SPEC 2.5; issue 14): a real form posted to `/subscribe`, which answers with a page;
 * with JavaScript, src/web/islands/stay-updated.ts sends it to `POST /api/subscribe` and answers in place. Either
 * way the visitor is asked to confirm by the mailed link before anything else is sent.
 */
export function StayUpdated() {
  const id = useId().replace(/[^a-zA-Z0-9-]/g, '');

  return (
    <section aria-labelledby={`${id}-heading`} className="container-page py-16 sm:py-24">
      <div className="relative overflow-hidden rounded-3xl bg-brand-700 px-6 py-12 text-white shadow-xl sm:px-12 sm:py-16">
        <div aria-hidden="true" className="absolute -top-24 -right-24 size-72 rounded-full bg-brand-500/50 blur-3xl" />
        <div className="relative grid gap-8 lg:grid-cols-[1fr_1.1fr] lg:items-center">
          <div>
            <span className="grid size-12 place-items-center rounded-2xl bg-white/10 ring-1 ring-white/20">
              <Mail aria-hidden="true" className="size-6" />
            </span>
            <h2 id={`${id}-heading`} className="mt-5 text-3xl font-bold tracking-tight">
              {PUBLIC_MESSAGES.stayUpdated}
            </h2>
            <p className="mt-3 max-w-md text-brand-100">{BLOG_STRINGS.stayUpdatedText}</p>
          </div>
          <div>
            <form
              method="post"
              action="/subscribe"
              data-island="stay-updated"
              data-status={`${id}-status`}
              data-done={SUBSCRIPTION_WORDS.checkInbox}
              data-done-class={DONE_CLASS}
              data-failed={SUBSCRIPTION_WORDS.failed}
              data-error-class={ERROR_CLASS}
              className="flex flex-col gap-3 sm:flex-row"
            >
              <Honeypot />
              <label htmlFor={`${id}-email`} className="sr-only">
                {BLOG_STRINGS.emailLabel}
              </label>
              <input
                id={`${id}-email`}
                name="email"
                type="email"
                required
                autoComplete="email"
                placeholder={BLOG_STRINGS.emailPlaceholder}
                className="min-w-0 flex-1 rounded-full border border-white/20 bg-white px-5 py-3 text-ink-900 placeholder:text-ink-500 focus:ring-4 focus:ring-white/40 focus:outline-none disabled:opacity-70"
              />
              <button
                type="submit"
                className="inline-flex items-center justify-center rounded-full bg-ink-900 px-6 py-3 text-sm font-semibold text-white transition hover:bg-ink-700 focus-visible:outline-white disabled:opacity-70"
              >
                {BLOG_STRINGS.subscribe}
              </button>
            </form>
            <p id={`${id}-status`} role="status" />
          </div>
        </div>
      </div>
    </section>
  );
}
