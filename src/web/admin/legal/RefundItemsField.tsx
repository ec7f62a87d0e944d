import { useFieldArray, useFormContext } from 'react-hook-form';
import { REFUND_WORDS as R, DOCUMENT_WORDS as W } from '../../../shared/admin-words/documents';
import { FIELD_MAX } from '../../../shared/limits';
import { HintedTextArea, HintedTextField } from '../components/document-fields';
import { RepeatableList } from '../components/RepeatableList';
import { LIST_MAX } from './limits';
import { PointsField } from './PointsField';
import { emptyItem, type RefundForm } from './refund-form';

/** The refund policy's items: each a numbered section with heading, text and points. */
export function RefundItemsField() {
  const { control, register, getValues, formState } = useFormContext<RefundForm>();
  const { fields, append, remove, move } = useFieldArray({ control, name: 'items' });
  const errors = formState.errors.items;
  return (
    <RepeatableList
      legend={R.items}
      hint={R.itemsHint}
      ids={fields.map((f) => f.id)}
      name={(i) => R.item(i + 1)}
      addLabel={R.addItem}
      emptyText={R.noItems}
      max={LIST_MAX}
      maxText={W.atMost(LIST_MAX, R.items.toLowerCase())}
      error={errors?.message ?? errors?.root?.message}
      onAdd={() => append(emptyItem())}
      onMove={move}
      onRemove={remove}
      removeQuestion={(i) => {
        const { heading, description, points } = getValues(`items.${i}`);
        const written = [heading, description, ...points.map((p) => p.value)].some((text) => text.trim());
        return written ? R.removeItemConfirm(i + 1) : null;
      }}
    >
      {(i) => (
        <>
          <HintedTextField
            label={R.itemHeading}
            hint={R.itemHeadingHint}
            maxLength={FIELD_MAX.title}
            error={errors?.[i]?.heading?.message}
            {...register(`items.${i}.heading`)}
          />
          <HintedTextArea
            label={R.itemDescription}
            hint={W.paragraphsHint}
            rows={4}
            error={errors?.[i]?.description?.message}
            {...register(`items.${i}.description`)}
          />
          <PointsField item={i} />
        </>
      )}
    </RepeatableList>
  );
}
