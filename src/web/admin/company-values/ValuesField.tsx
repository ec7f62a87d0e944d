import { useFieldArray, useFormContext } from 'react-hook-form';
import { COMPANY_VALUES_WORDS as C, DOCUMENT_WORDS as W } from '../../../shared/admin-words/documents';
import { FIELD_MAX } from '../../../shared/limits';
import type { CompanyValuesInput } from '../../../shared/schemas/admin-inputs';
import { TextField } from '../../components/TextField';
import { TextAreaField } from '../components/fields';
import { RepeatableList } from '../components/RepeatableList';

/** The schema's `.max(50)`. */
const MAX_VALUES = 50;
export const emptyValue = () => ({ title: '', description: '' });

/** The value cards in page order: add, remove (asking first when the card has words), move up and down. */
export function ValuesField() {
  const { control, register, getValues, formState } = useFormContext<CompanyValuesInput>();
  const { fields, append, remove, move } = useFieldArray({ control, name: 'sections' });
  const errors = formState.errors.sections;
  return (
    <RepeatableList
      twoColumns
      legend={C.values}
      hint={C.valuesHint}
      ids={fields.map((f) => f.id)}
      name={(i) => C.value(i + 1)}
      addLabel={C.addValue}
      emptyText={C.noValues}
      max={MAX_VALUES}
      maxText={W.atMost(MAX_VALUES, 'values')}
      error={errors?.message ?? errors?.root?.message}
      onAdd={() => append(emptyValue())}
      onMove={move}
      onRemove={remove}
      removeQuestion={(i) => {
        const { title, description } = getValues(`sections.${i}`);
        return title.trim() || description.trim() ? C.removeConfirm(i + 1) : null;
      }}
    >
      {(i) => (
        <>
          <TextField
            label={C.valueTitle}
            maxLength={FIELD_MAX.title}
            error={errors?.[i]?.title?.message}
            {...register(`sections.${i}.title`)}
          />
          <TextAreaField
            label={C.valueDescription}
            hint={W.oneParagraphHint}
            rows={3}
            // Grows with its text, so the whole description is in view.
            className="[&_textarea]:field-sizing-content [&_textarea]:max-h-80 [&_textarea]:min-h-24"
            error={errors?.[i]?.description?.message}
            {...register(`sections.${i}.description`)}
          />
        </>
      )}
    </RepeatableList>
  );
}
