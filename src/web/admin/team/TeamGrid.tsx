import { Mail } from 'lucide-react';
import { ADMIN_OUTCOMES as O } from '../../../shared/admin-messages';
import { TEAM_WORDS as W } from '../../../shared/admin-words/catalog';
import type { TeamMember } from '../../../shared/schemas/content';
import { Img } from '../../components/Img';
import { EditDeleteButtons } from '../components/IconButton';
import { MoveAnnouncer, MoveButtons, useReorder } from '../components/MoveButtons';
import { Pagination } from '../components/Pagination';
import { EmptyState } from '../components/States';
import { useConfirmedDelete } from '../components/useConfirmedDelete';
import { queryKeys } from '../lib/query';
import { usePagination } from '../lib/usePagination';
import { useDeleteTeamMember } from './api';

/** An e-mail address that, when it must wrap, wraps before the @ rather than mid-word. */
function EmailText({ email }: { email: string }) {
  const at = email.indexOf('@');
  if (at < 1) return email;
  return (
    <>
      {email.slice(0, at)}
      <wbr />
      {email.slice(at)}
    </>
  );
}

const fullName = (member: TeamMember) => `${member.firstName} ${member.lastName}`.trim();

/** The members as cards, one to four across (SPEC 2.8; four only where an e-mail address still fits), nine to a page. */
export function TeamGrid({ team, onEdit }: { team: TeamMember[]; onEdit: (member: TeamMember) => void }) {
  const pages = usePagination(team, 'team');
  const order = useReorder<TeamMember>('team', queryKeys.team);
  const { remove, deletingId } = useConfirmedDelete(useDeleteTeamMember(), {
    question: O.teamDeleteConfirm,
    deleted: W.deleted,
    failed: O.teamDeleteFailed,
  });

  if (team.length === 0) return <EmptyState title={W.empty} text={W.emptyText} />;
  return (
    <>
      <ul className="grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3 2xl:grid-cols-4">
        {pages.items.map((member) => {
          const name = fullName(member);
          return (
            <li
              key={member._id}
              className="relative flex flex-col items-center rounded-2xl border border-ink-900/5 bg-white p-6 text-center shadow-sm"
            >
              <MoveButtons
                className="absolute top-2 left-2 flex gap-0.5"
                id={member._id}
                name={name}
                index={team.indexOf(member)}
                total={team.length}
                onMove={(by) => order.move(team, member, by, name)}
              />
              <EditDeleteButtons
                className="absolute top-2 right-2 flex gap-0.5"
                editLabel={W.edit(name)}
                deleteLabel={W.remove(name)}
                onEdit={() => onEdit(member)}
                onDelete={() => void remove(member)}
                deleting={deletingId === member._id}
              />
              <Img
                src={member.imageUrl}
                srcSet={member.imageSrcset}
                sizes="112px"
                width={112}
                height={112}
                alt=""
                className="mt-4 size-28 rounded-full border-4 border-brand-50 bg-slate-100 object-cover"
              />
              <h2 className="mt-4 text-base font-semibold text-ink-900">{name}</h2>
              <p className="mt-0.5 text-sm font-medium text-brand-700">{member.role}</p>
              <a
                href={`mailto:${member.email}`}
                className="mt-3 inline-flex max-w-full items-start gap-1.5 text-sm text-ink-500 hover:text-brand-700"
              >
                <Mail aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                <span className="min-w-0 [overflow-wrap:anywhere]">
                  <span className="sr-only">{W.emailTo(name)}: </span>
                  <EmailText email={member.email} />
                </span>
              </a>
            </li>
          );
        })}
      </ul>
      <MoveAnnouncer text={order.announcement} />
      <Pagination state={pages} label={W.pagination} />
    </>
  );
}
