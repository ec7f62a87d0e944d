import { TEAM_WORDS as W } from '../../../shared/admin-words/catalog';
import { PUBLIC_MESSAGES } from '../../../shared/messages';
import type { TeamMember } from '../../../shared/schemas/content';
import { AddButton, SectionHeader } from '../components/SectionHeader';
import { ErrorState, LoadingState } from '../components/States';
import { useFormView } from '../components/useFormView';
import { useLinkedRecord } from '../lib/useEditLink';
import { useTeam } from './api';
import { TeamForm } from './TeamForm';
import { TeamGrid } from './TeamGrid';

/** Team (SPEC 2.8): the title reads 'Team', 'Add New Member' or 'Edit Member' with what is shown. */
export default function TeamSection() {
  const view = useFormView<TeamMember>();
  const team = useTeam();
  // `?edit=…` (a search result, issue 27): that member's form opens once the team is loaded.
  useLinkedRecord(team.data, team.isSuccess, view.open);

  if (view.editing !== undefined) {
    return (
      <>
        <SectionHeader title={view.editing ? W.editTitle : W.addTitle} />
        <TeamForm member={view.editing} onDone={view.close} />
      </>
    );
  }

  return (
    <>
      <SectionHeader title={W.heading}>
        <AddButton label={W.add} onClick={() => view.open(null)} />
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
        <TeamGrid team={team.data} onEdit={view.open} />
      )}
    </>
  );
}
