import { Mail, Phone } from 'lucide-react';
import { SUBMISSION_WORDS as W } from '../../../shared/admin-words/records';
import type { ContactSubmission } from '../../../shared/schemas/contact';
import { DeleteButton, highlighted, ReadButton, type RowActions, UnreadBadge } from './DeleteButton';
import { fullName, receivedOn } from './format';
import { MessageText } from './MessageText';

const link =
  'flex min-w-0 items-center gap-2 rounded text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600';

/** The same submissions stacked as cards on phones, where five columns cannot fit. */
export function SubmissionCards({ items, ...actions }: RowActions & { items: ContactSubmission[] }) {
  return (
    <ul aria-label={W.table} className="space-y-4 md:hidden">
      {items.map((s) => (
        <li
          key={s._id}
          id={`message-card-${s._id}`}
          className={`rounded-2xl border border-ink-900/5 bg-white p-4 shadow-sm ${s._id === actions.highlightId ? highlighted : ''}`}
        >
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <h2 className={`break-words text-ink-900 ${s.read ? 'font-semibold' : 'font-bold'}`}>
                {fullName(s)}
                <UnreadBadge submission={s} />
              </h2>
              <p className="text-xs text-ink-500">
                {W.received} {receivedOn(s.createdAt)}
              </p>
            </div>
            <div className="flex shrink-0">
              <ReadButton submission={s} {...actions} />
              <DeleteButton submission={s} {...actions} />
            </div>
          </div>
          <dl className="mt-3 space-y-2 text-sm">
            <div>
              <dt className="sr-only">{W.email}</dt>
              <dd>
                <a href={`mailto:${s.email}`} className={link}>
                  <Mail aria-hidden="true" className="size-4 shrink-0 text-ink-500" />
                  <span className="[overflow-wrap:anywhere]">{s.email}</span>
                </a>
              </dd>
            </div>
            <div>
              <dt className="sr-only">{W.phone}</dt>
              <dd>
                <a href={`tel:${s.number.replace(/[^\d+]/g, '')}`} className={link}>
                  <Phone aria-hidden="true" className="size-4 shrink-0 text-ink-500" />
                  {s.number}
                </a>
              </dd>
            </div>
            <div className="border-t border-ink-900/5 pt-3">
              <dt className="sr-only">{W.message}</dt>
              <dd>
                <MessageText text={s.message} />
              </dd>
            </div>
          </dl>
        </li>
      ))}
    </ul>
  );
}
