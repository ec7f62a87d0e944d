/**
 * The pages of a newsletter subscription (issue 14): the answer to the 'Stay Updated' form sent without
 * JavaScript, the confirmation link's landing, and the unsubscribe link's page with its one button. The server
 * decides the state (src/server/render/subscription-pages.ts) and renders `/subscription/{state}/{token?}`; the
 * visitor's address stays the link they opened. Never kept, never indexed.
 */
import { CheckCircle2, MailCheck, MailX, TriangleAlert } from 'lucide-react';
import { type LoaderFunctionArgs, useLoaderData } from 'react-router';
import { API_MESSAGES } from '../../../shared/admin-messages';
import { CONTACT_MESSAGES } from '../../../shared/messages';
import { SUBSCRIPTION_WORDS as W } from '../../../shared/subscriptions';
import { type PageMeta, pageTitle } from '../page';

export const SUBSCRIPTION_STATES = [
  'check',
  'invalid-email',
  'limited',
  'failed',
  'confirm',
  'confirmed',
  'invalid',
  'ask',
  'unsubscribed',
] as const;
export type SubscriptionState = (typeof SUBSCRIPTION_STATES)[number];

interface Data {
  state: SubscriptionState;
  token: string | null;
}

const isState = (value: string | undefined): value is SubscriptionState =>
  SUBSCRIPTION_STATES.includes(value as SubscriptionState);

export async function loader(_api: unknown, { params }: LoaderFunctionArgs): Promise<Data> {
  return { state: isState(params.state) ? params.state : 'invalid', token: params.token ?? null };
}

const CONTENT: Record<SubscriptionState, { title: string; text: string; tone: 'ok' | 'mail' | 'warn' | 'out' }> = {
  check: { title: W.subscribingTitle, text: W.checkInbox, tone: 'mail' },
  'invalid-email': { title: CONTACT_MESSAGES.emailInvalid, text: W.failed, tone: 'warn' },
  // One line says what happened, the other what to do: wait (a limit), or try again (a failure).
  limited: { title: W.notSentTitle, text: API_MESSAGES.rateLimited, tone: 'warn' },
  failed: { title: W.notSentTitle, text: W.failed, tone: 'warn' },
  confirm: { title: W.confirmTitle, text: W.confirmText, tone: 'mail' },
  confirmed: { title: W.confirmedTitle, text: W.confirmedText, tone: 'ok' },
  invalid: { title: W.invalidTitle, text: W.invalidText, tone: 'warn' },
  ask: { title: W.unsubscribeTitle, text: W.unsubscribeText, tone: 'out' },
  unsubscribed: { title: W.unsubscribedTitle, text: W.unsubscribedText, tone: 'out' },
};

export function meta(data: Data): PageMeta {
  const content = CONTENT[data.state];
  return { title: pageTitle(content.title), description: content.text };
}

export function status(data: Data): number {
  if (data.state === 'invalid') return 404;
  if (data.state === 'invalid-email') return 400;
  if (data.state === 'limited') return 429;
  if (data.state === 'failed') return 500;
  return 200;
}

const ICONS = { ok: CheckCircle2, mail: MailCheck, warn: TriangleAlert, out: MailX } as const;

export default function SubscriptionPage() {
  const { state, token } = useLoaderData<Data>();
  const content = CONTENT[state];
  const Icon = ICONS[content.tone];
  return (
    <section className="container-page grid min-h-[60vh] place-items-center py-24 text-center">
      <div className="max-w-lg">
        <span className="mx-auto grid size-14 place-items-center rounded-2xl bg-brand-50 text-brand-700">
          <Icon aria-hidden="true" className="size-7" />
        </span>
        <h1 className="mt-6 text-3xl font-bold tracking-tight text-ink-900 sm:text-4xl">{content.title}</h1>
        <p className="mt-4 text-ink-500">{content.text}</p>
        {state === 'ask' && token ? (
          <form method="post" action={`/unsubscribe/${encodeURIComponent(token)}`} className="mt-8">
            <button type="submit" className="btn-primary">
              {W.unsubscribeButton}
            </button>
          </form>
        ) : state === 'confirm' && token ? (
          <form method="post" action={`/subscribe/confirm/${encodeURIComponent(token)}`} className="mt-8">
            <button type="submit" className="btn-primary">
              {W.confirmButton}
            </button>
          </form>
        ) : (
          <a href="/blog" className="btn-primary mt-8">
            {W.backToBlog}
          </a>
        )}
      </div>
    </section>
  );
}
