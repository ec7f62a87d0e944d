import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ADMIN_OUTCOMES, ADMIN_MESSAGES as M } from '../../../shared/admin-messages';
import { PRODUCT_WORDS as W } from '../../../shared/admin-words/catalog';
import { productInput } from '../../../shared/schemas/admin-inputs';
import type { Product } from '../../../shared/schemas/content';
import { TextField } from '../../components/TextField';
import { ConflictPanel } from '../components/ConflictPanel';
import { FormActions, TextAreaField } from '../components/fields';
import { ImagePicker } from '../components/ImagePicker';
import { Panel } from '../components/SectionHeader';
import { useImageField } from '../components/useImageField';
import { useImageRecordSubmit } from '../components/useImageRecordSubmit';
import { unlessConflict } from '../lib/errors';
import { useSaveProduct } from './api';
import { StyleChoice } from './StyleChoice';

const schema = productInput.omit({ removeImage: true });
const TEXT_FIELDS = ['name', 'description', 'link', 'style'] as const;

type Values = z.input<typeof schema>;

const toForm = (product: Product | null): Values => ({
  name: product?.name ?? '',
  description: product?.description ?? '',
  link: product?.link ?? '',
  // 'white' is the standard look, the same choice as none (PRODUCT_STYLE_OPTIONS).
  style: product?.style === 'white' ? '' : (product?.style ?? ''),
});

/** Adds (product null) or edits a product. The image is required only when adding (SPEC 5). */
export function ProductForm({ product, onDone }: { product: Product | null; onDone: () => void }) {
  const form = useForm<Values, unknown, z.output<typeof schema>>({
    // The shared server schema, so the browser shows the server's own messages.
    resolver: zodResolver(schema),
    defaultValues: toForm(product),
  });
  const { errors } = form.formState;
  const image = useImageField({ invalidMessage: M.productImageInvalid, requiredMessage: M.productImageRequired });
  const save = useSaveProduct();
  const { submit, conflict } = useImageRecordSubmit({
    form,
    image,
    record: product,
    toForm,
    labels: { name: W.name, description: W.description, link: W.link, style: W.style },
    fields: TEXT_FIELDS,
    send: (body, onProgress, version) =>
      save.mutateAsync({ id: product?._id ?? null, form: body, onProgress, version }),
    succeeded: product ? W.updated : W.created,
    failed: (error) => unlessConflict(error, ADMIN_OUTCOMES.productSaveFailed),
    onSaved: onDone,
  });

  return (
    <Panel>
      {conflict && <ConflictPanel {...conflict} />}
      <form noValidate onSubmit={submit} className="space-y-6">
        <TextField label={W.name} error={errors.name?.message} {...form.register('name')} />
        <TextAreaField label={W.description} error={errors.description?.message} {...form.register('description')} />
        <div>
          <TextField
            label={W.link}
            type="url"
            inputMode="url"
            placeholder="https://"
            error={errors.link?.message}
            {...form.register('link')}
          />
          {!errors.link && <p className="mt-1.5 text-xs text-ink-500">{W.linkHint}</p>}
        </div>
        <StyleChoice field={form.register('style')} error={errors.style?.message} />
        <ImagePicker
          label={W.image}
          currentUrl={product?.imageUrl}
          {...image.picker}
          hint={product ? W.imageKeepHint : W.imageHint}
        />
        <FormActions
          submitLabel={product ? W.update : W.create}
          busy={save.isPending}
          busyLabel={W.saving}
          onCancel={onDone}
          history={product ? { type: 'product', id: product._id, onRestored: onDone } : undefined}
        />
      </form>
    </Panel>
  );
}
