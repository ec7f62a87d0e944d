import type { UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { TEAM_WORDS as W } from '../../../shared/admin-words/catalog';
import { TEAM_GENDERS } from '../../../shared/limits';
import type { teamMemberInput } from '../../../shared/schemas/admin-inputs';
import { TextField } from '../../components/TextField';
import { SelectField, TextAreaField } from '../components/fields';

export type TeamFormInput = z.input<typeof teamMemberInput>;
export type TeamFormOutput = z.output<typeof teamMemberInput>;

/** The member's text fields: names, role, description, e-mail, gender and the two optional profiles. */
export function TeamFields({ form }: { form: UseFormReturn<TeamFormInput, unknown, TeamFormOutput> }) {
  const { errors } = form.formState;
  const { register } = form;
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <TextField label={W.firstName} autoComplete="off" error={errors.firstName?.message} {...register('firstName')} />
      <TextField label={W.lastName} autoComplete="off" error={errors.lastName?.message} {...register('lastName')} />
      <TextField label={W.role} error={errors.role?.message} {...register('role')} />
      <TextField label={W.email} type="email" autoComplete="off" error={errors.email?.message} {...register('email')} />
      <TextAreaField
        label={W.description}
        className="sm:col-span-2"
        error={errors.description?.message}
        {...register('description')}
      />
      <SelectField label={W.gender} options={TEAM_GENDERS} error={errors.gender?.message} {...register('gender')} />
      <div className="hidden sm:block" />
      <TextField
        label={W.linkedin}
        type="url"
        inputMode="url"
        placeholder="https://www.linkedin.com/in/..."
        error={errors.linkedin?.message}
        {...register('linkedin')}
      />
      <TextField
        label={W.dribbble}
        type="url"
        inputMode="url"
        placeholder="https://dribbble.com/..."
        error={errors.dribbble?.message}
        {...register('dribbble')}
      />
    </div>
  );
}
