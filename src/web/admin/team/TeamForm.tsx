import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeft } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { ADMIN_MESSAGES as M, ADMIN_OUTCOMES as O } from '../../../shared/admin-messages';
import { TEAM_WORDS as W } from '../../../shared/admin-words/catalog';
import { DEFAULT_TEAM_GENDER } from '../../../shared/limits';
import { teamMemberInput } from '../../../shared/schemas/admin-inputs';
import type { TeamMember } from '../../../shared/schemas/content';
import { ConflictPanel } from '../components/ConflictPanel';
import { FormActions } from '../components/fields';
import { ImagePicker } from '../components/ImagePicker';
import { Panel } from '../components/SectionHeader';
import { useImageField } from '../components/useImageField';
import { useImageRecordSubmit } from '../components/useImageRecordSubmit';
import { useSaveTeamMember } from './api';
import { teamSaveError } from './save-error';
import { TeamFields, type TeamFormInput, type TeamFormOutput } from './TeamFields';

const FIELDS = ['firstName', 'lastName', 'role', 'description', 'email', 'gender', 'linkedin', 'dribbble'] as const;
const schema = teamMemberInput.omit({ removeImage: true });

const initialValues = (member: TeamMember | null): TeamFormInput => ({
  firstName: member?.firstName ?? '',
  lastName: member?.lastName ?? '',
  role: member?.role ?? '',
  description: member?.description ?? '',
  email: member?.email ?? '',
  gender: member?.gender ?? DEFAULT_TEAM_GENDER,
  linkedin: member?.linkedin ?? '',
  dribbble: member?.dribbble ?? '',
});

/** What the conflict panel compares and 'Copy my text' copies. */
const LABELS = Object.fromEntries(FIELDS.map((field) => [field, W[field]]));

/** Adds (member null) or edits a team member; a photo is required only when adding (SPEC 5). */
export function TeamForm({ member, onDone }: { member: TeamMember | null; onDone: () => void }) {
  const form = useForm<TeamFormInput, unknown, TeamFormOutput>({
    resolver: zodResolver(schema),
    defaultValues: initialValues(member),
  });
  const image = useImageField({ invalidMessage: M.serviceImageInvalid, requiredMessage: M.teamImageRequired });
  const save = useSaveTeamMember();
  const { submit, conflict } = useImageRecordSubmit({
    form,
    image,
    record: member,
    toForm: initialValues,
    labels: LABELS,
    fields: FIELDS,
    send: (body, onProgress, version) => save.mutateAsync({ id: member?._id ?? null, form: body, onProgress, version }),
    succeeded: member ? O.teamUpdated : O.teamAdded,
    failed: (error) => teamSaveError(error, member !== null),
    onSaved: () => {
      // SPEC 4: on success the fields and the preview reset.
      form.reset(initialValues(null));
      image.clear();
      onDone();
    },
  });

  return (
    <Panel>
      <button type="button" onClick={onDone} className="btn-secondary mb-6 py-2">
        <ArrowLeft aria-hidden="true" className="size-4" />
        {W.back}
      </button>
      {conflict && <ConflictPanel {...conflict} />}
      <form noValidate onSubmit={submit} className="space-y-6">
        <ImagePicker
          label={W.image}
          shape="round"
          currentUrl={member?.imageUrl}
          {...image.picker}
          hint={member ? W.imageKeepHint : W.imageHint}
        />
        <TeamFields form={form} />
        <FormActions
          submitLabel={member ? W.update : W.create}
          busy={save.isPending}
          busyLabel={W.processing}
          history={member ? { type: 'team', id: member._id, onRestored: onDone } : undefined}
        />
      </form>
    </Panel>
  );
}
