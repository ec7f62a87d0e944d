import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { SECTION_WORDS as S, TERMS_WORDS as T } from '../../../shared/admin-words/documents';
import { FIELD_MAX } from '../../../shared/limits';
import { type TermsInput, termsInput } from '../../../shared/schemas/admin-inputs';
import type { Terms } from '../../../shared/schemas/legal';
import { DocumentScreen } from '../components/DocumentScreen';
import { DocumentForm, FormPart, HintedTextArea, HintedTextField } from '../components/document-fields';
import { Panel } from '../components/SectionHeader';
import { useDocumentForm } from '../components/useDocumentForm';
import { useSaveTerms, useTerms } from './api';
import { emptySection, TextSectionsField } from './TextSectionsField';

/** The form's values: the stored document, or a blank one with one empty section to start from. */
const toForm = (doc: Terms | null): TermsInput => ({
  title: doc?.title ?? '',
  intro: doc?.intro ?? '',
  sections: doc ? doc.sections.map(({ _id, title, content }) => ({ _id, title, content })) : [emptySection()],
});

/** What the conflict panel compares and 'Copy my text' copies. */
const LABELS = { title: T.title, intro: T.introduction, sections: S.sections };

function TermsForm({ doc }: { doc: Terms | null }) {
  const form = useForm({ resolver: zodResolver(termsInput), defaultValues: toForm(doc) });
  const editor = useDocumentForm({ form, doc, save: useSaveTerms(), toForm, words: T, labels: LABELS });
  const { errors } = form.formState;
  return (
    <DocumentForm editor={editor} historyType="terms">
      <Panel>
        <FormPart legend={T.top}>
          <HintedTextField
            label={T.title}
            hint={T.titleHint}
            maxLength={FIELD_MAX.title}
            error={errors.title?.message}
            {...form.register('title')}
          />
          <HintedTextArea
            label={T.introduction}
            hint={T.introductionHint}
            rows={4}
            error={errors.intro?.message}
            {...form.register('intro')}
          />
        </FormPart>
      </Panel>
      <Panel>
        <TextSectionsField />
      </Panel>
    </DocumentForm>
  );
}

/** Terms of Service: title, introduction and the numbered sections of /terms-of-service. */
export default function TermsSection() {
  const query = useTerms();
  return (
    <DocumentScreen words={T} query={query}>
      {(doc) => <TermsForm doc={doc} />}
    </DocumentScreen>
  );
}
