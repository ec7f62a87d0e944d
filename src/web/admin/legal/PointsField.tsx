import { useFieldArray, useFormContext } from 'react-hook-form';
import { REFUND_WORDS as R, DOCUMENT_WORDS as W } from '../../../shared/admin-words/documents';
import { GROWING_TEXTAREA } from '../components/document-fields';
import { TextAreaField } from '../components/fields';
import { RepeatableList } from '../components/RepeatableList';
import { LIST_MAX } from './limits';
import { emptyPoint, POINT_MAX, type RefundForm } from './refund-form';

/** The ticked points of one refund item, in page order. */
export function PointsField({ item }: { item: number }) {
  const { control, register, getValues, formState } = useFormContext<RefundForm>();
  const { fields, append, remove, move } = useFieldArray({ control, name: `items.${item}.points` });
  const errors = formState.errors.items?.[item]?.points;
  return (
    <RepeatableList
      variant="compact"
      legend={R.points}
      hint={R.pointsHint}
      ids={fields.map((f) => f.id)}
      name={(i) => R.pointShort(i + 1)}
      addLabel={R.addPoint}
      emptyText={R.noPoints}
      max={LIST_MAX}
      maxText={W.atMost(LIST_MAX, R.points.toLowerCase())}
      error={errors?.message ?? errors?.root?.message}
      onAdd={() => append(emptyPoint())}
      onMove={move}
      onRemove={remove}
      removeQuestion={(i) => (getValues(`items.${item}.points.${i}.value`).trim() ? R.removePointConfirm(i + 1) : null)}
    >
      {(i) => (
        // A point is one line on the page, but a long one wraps here instead of hiding its end.
        <TextAreaField
          label={R.pointShort(i + 1)}
          rows={1}
          maxLength={POINT_MAX}
          error={errors?.[i]?.value?.message}
          className={`${GROWING_TEXTAREA} [&_label]:sr-only [&_textarea]:mt-0 [&_textarea]:resize-none`}
          {...register(`items.${item}.points.${i}.value`)}
        />
      )}
    </RepeatableList>
  );
}
