import { Plus } from 'lucide-react';
import { useState } from 'react';
import { TEAM_WORDS as W } from '../../../shared/admin-words/catalog';
import { PUBLIC_MESSAGES } from '../../../shared/messages';
import type { TeamMember } from '../../../shared/schemas/content';
import { SectionHeader } from '../components/SectionHeader';
import { ErrorState, LoadingState } from '../components/States';
import { useTeam } from './api';
import { TeamForm } from './TeamForm';
import { TeamGrid } from './TeamGrid';

/** The grid, or the form for a new member (null) or an existing one. */
type View = { mode: 'grid' } | { mode: 'form'; member: TeamMember | null };

/** Team (SPEC 2.8): the title reads 'Team', 'Add New Member' or 'Edit Member' with what is shown. */
export default function TeamSection() {
  const [view, setView] = useState<View>({ mode: 'grid' });
  const team = useTeam();
  const toGrid = () => {
    setView({ mode: 'grid' });
    window.scrollTo({ top: 0 });
  };

  if (view.mode === 'form') {
    return (
      <>
        <SectionHeader title={view.member ? W.editTitle : W.addTitle} />
        <TeamForm member={view.member} onDone={toGrid} />
      </>
    );
  }

  return (
    <>
      <SectionHeader title={W.heading}>
        <button
          type="button"
          className="btn-primary rounded-lg py-2.5"
          onClick={() => setView({ mode: 'form', member: null })}
        >
          <Plus aria-hidden="true" className="size-4" />
          {W.add}
        </button>
      </SectionHeader>
      {team.isPending ? (
        <LoadingState text={W.loading} />
      ) : team.isError ? (
        <ErrorState
          title={PUBLIC_MESSAGES.teamErrorTitle}
          message={PUBLIC_MESSAGES.teamErrorText}
          onRetry={() => void team.refetch()}
        />
      ) : (
        <TeamGrid team={team.data} onEdit={(member) => setView({ mode: 'form', member })} />
      )}
    </>
  );
}
