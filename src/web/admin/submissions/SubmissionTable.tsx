import { SUBMISSION_WORDS as W } from '../../../shared/admin-words/records';
import type { ContactSubmission } from '../../../shared/schemas/contact';
import { DeleteButton, highlighted, ReadButton, type RowActions, UnreadBadge } from './DeleteButton';
import { fullName, receivedOn } from './format';
import { MessageText } from './MessageText';

const th = 'px-4 py-3 text-left whitespace-nowrap text-xs font-semibold tracking-wide text-ink-500 uppercase';
const link =
  'rounded text-brand-700 hover:text-brand-800 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600';

/** The table of SPEC 2.8 for wider screens: Full Name, Email, Phone Number, Message, Actions. */
export function SubmissionTable({ items, ...actions }: RowActions & { items: ContactSubmission[] }) {
  // A long address can make it scroll sideways: it takes focus, so that keys scroll it (axe).
  return (
    <div
      className="hidden overflow-x-auto rounded-2xl border border-ink-900/5 bg-white shadow-sm md:block"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
      tabIndex={0}
    >
      <table aria-label={W.table} className="w-full min-w-[44rem] text-sm">
        <thead className="border-b border-ink-900/5 bg-slate-50">
          <tr>
            <th scope="col" className={`${th} w-40`}>
              {W.fullName}
            </th>
            <th scope="col" className={`${th} w-52`}>
              {W.email}
            </th>
            <th scope="col" className={`${th} w-36`}>
              {W.phone}
            </th>
            <th scope="col" className={th}>
              {W.message}
            </th>
            <th scope="col" className={`${th} w-28 text-right`}>
              {W.actions}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-ink-900/5">
          {items.map((s) => (
            <tr
              key={s._id}
              id={`message-${s._id}`}
              className={`align-top ${s._id === actions.highlightId ? highlighted : ''}`}
            >
              <td className="px-4 py-4">
                <p className={`break-words text-ink-900 ${s.read ? 'font-medium' : 'font-bold'}`}>
                  {fullName(s)}
                  <UnreadBadge submission={s} />
                </p>
                <p className="mt-0.5 text-xs whitespace-nowrap text-ink-500">
                  {W.received} {receivedOn(s.createdAt)}
                </p>
              </td>
              <td className="px-4 py-4 [overflow-wrap:anywhere]">
                <a href={`mailto:${s.email}`} className={link}>
                  {s.email}
                </a>
              </td>
              <td className="px-4 py-4 whitespace-nowrap">
                <a href={`tel:${s.number.replace(/[^\d+]/g, '')}`} className={link}>
                  {s.number}
                </a>
              </td>
              <td className="px-4 py-4">
                <MessageText text={s.message} />
              </td>
              <td className="px-4 py-3 text-right whitespace-nowrap">
                <ReadButton submission={s} {...actions} />
                <DeleteButton submission={s} {...actions} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
