import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ADMIN_MESSAGES as M } from '../../../shared/admin-messages';
import { SERVICE_WORDS as W } from '../../../shared/admin-words/catalog';
import { serviceInput } from '../../../shared/schemas/admin-inputs';
import type { Service } from '../../../shared/schemas/content';
import { TextField } from '../../components/TextField';
import { ConflictPanel } from '../components/ConflictPanel';
import { FormActions, TextAreaField } from '../components/fields';
import { ImagePicker } from '../components/ImagePicker';
import { Panel } from '../components/SectionHeader';
import { useImageField } from '../components/useImageField';
import { useImageRecordSubmit } from '../components/useImageRecordSubmit';
import { unlessConflict } from '../lib/errors';
import { useSaveService } from './api';

type Values = z.input<typeof serviceInput>;

const toForm = (service: Service | null): Values => ({
  name: service?.name ?? '',
  description: service?.description ?? '',
});

/**
 * Adds (service null) or edits a service. SPEC 5 asks for a new image on every edit because the old
 * form could not show the current one; this form shows it and keeps it unless a new file is chosen,
 * so the image is required only when adding (the server keeps the current image the same way).
 */
export function ServiceForm({ service, onDone }: { service: Service | null; onDone: () => void }) {
  const form = useForm<Values, unknown, z.output<typeof serviceInput>>({
    resolver: zodResolver(serviceInput),
    defaultValues: toForm(service),
  });
  const { errors } = form.formState;
  const image = useImageField({ invalidMessage: M.serviceImageInvalid, requiredMessage: M.serviceImageRequired });
  const save = useSaveService();
  const { submit, conflict } = useImageRecordSubmit({
    form,
    image,
    record: service,
    toForm,
    labels: { name: W.name, description: W.description },
    fields: ['name', 'description'],
    send: (body, onProgress, version) =>
      save.mutateAsync({ id: service?._id ?? null, form: body, onProgress, version }),
    succeeded: service ? W.updated : W.created,
    failed: (error) => unlessConflict(error, W.saveFailed),
    onSaved: onDone,
  });

  return (
    <Panel>
      {conflict && <ConflictPanel {...conflict} />}
      <form noValidate onSubmit={submit} className="space-y-6">
        <TextField label={W.name} error={errors.name?.message} {...form.register('name')} />
        <TextAreaField label={W.description} error={errors.description?.message} {...form.register('description')} />
        <ImagePicker
          label={W.image}
          currentUrl={service?.imageUrl}
          {...image.picker}
          hint={service ? W.imageKeepHint : W.imageHint}
        />
        <FormActions
          submitLabel={service ? W.editTitle : W.addTitle}
          busy={save.isPending}
          busyLabel={W.saving}
          onCancel={onDone}
          history={service ? { type: 'service', id: service._id, onRestored: onDone } : undefined}
        />
      </form>
    </Panel>
  );
}
