import { useFieldArray, useFormContext } from 'react-hook-form';
import { SECTION_WORDS as S, DOCUMENT_WORDS as W } from '../../../shared/admin-words/documents';
import { FIELD_MAX } from '../../../shared/limits';
import { HintedTextArea, HintedTextField } from '../components/document-fields';
import { RepeatableList } from '../components/RepeatableList';
import { LIST_MAX } from './limits';

/** The part of the Terms and Privacy forms this field edits. */
export interface TextSectionsForm {
  sections: { _id?: string | undefined; title: string; content: string }[];
}

export const emptySection = () => ({ title: '', content: '' });

/** The numbered sections of a legal page: title and plain-text content each, in page order. */
export function TextSectionsField() {
  const { control, register, getValues, formState } = useFormContext<TextSectionsForm>();
  const { fields, append, remove, move } = useFieldArray({ control, name: 'sections' });
  const errors = formState.errors.sections;
  return (
    <RepeatableList
      legend={S.sections}
      hint={S.sectionsHint}
      ids={fields.map((f) => f.id)}
      name={(i) => S.section(i + 1)}
      addLabel={S.addSection}
      emptyText={S.noSections}
      max={LIST_MAX}
      maxText={W.atMost(LIST_MAX, S.sections.toLowerCase())}
      error={errors?.message ?? errors?.root?.message}
      onAdd={() => append(emptySection())}
      onMove={move}
      onRemove={remove}
      removeQuestion={(i) => {
        const { title, content } = getValues(`sections.${i}`);
        // An untouched new section holds nothing to lose.
        return title.trim() || content.trim() ? S.removeConfirm(i + 1) : null;
      }}
    >
      {(i) => (
        <>
          <HintedTextField
            label={S.title}
            hint={S.titleHint}
            maxLength={FIELD_MAX.title}
            error={errors?.[i]?.title?.message}
            {...register(`sections.${i}.title`)}
          />
          <HintedTextArea
            label={S.content}
            hint={W.paragraphsHint}
            rows={6}
            error={errors?.[i]?.content?.message}
            {...register(`sections.${i}.content`)}
          />
        </>
      )}
    </RepeatableList>
  );
}
