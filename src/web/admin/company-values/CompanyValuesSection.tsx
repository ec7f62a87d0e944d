import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { COMPANY_VALUES_WORDS as C } from '../../../shared/admin-words/documents';
import { FIELD_MAX } from '../../../shared/limits';
import { type CompanyValuesInput, companyValuesInput } from '../../../shared/schemas/admin-inputs';
import type { CompanyValues } from '../../../shared/schemas/content';
import { DocumentScreen } from '../components/DocumentScreen';
import { DocumentForm, HintedTextField } from '../components/document-fields';
import { Panel } from '../components/SectionHeader';
import { useDocumentForm } from '../components/useDocumentForm';
import { useCompanyValues, useSaveCompanyValues } from './api';
import { emptyValue, ValuesField } from './ValuesField';

/** The form's values: the stored document, or a blank one with one empty value to start from. */
const toForm = (doc: CompanyValues | null): CompanyValuesInput => ({
  headline: doc?.headline ?? '',
  sections: doc ? doc.sections.map(({ _id, title, description }) => ({ _id, title, description })) : [emptyValue()],
});

/** What the conflict panel compares and 'Copy my text' copies. */
const LABELS = { headline: C.headline, sections: C.values };

function CompanyValuesForm({ doc }: { doc: CompanyValues | null }) {
  const form = useForm({ resolver: zodResolver(companyValuesInput), defaultValues: toForm(doc) });
  const editor = useDocumentForm({ form, doc, save: useSaveCompanyValues(), toForm, words: C, labels: LABELS });
  return (
    <DocumentForm editor={editor} historyType="company-values">
      <Panel>
        <HintedTextField
          label={C.headline}
          hint={C.headlineHint}
          maxLength={FIELD_MAX.title}
          error={form.formState.errors.headline?.message}
          {...form.register('headline')}
        />
      </Panel>
      <Panel>
        <ValuesField />
      </Panel>
    </DocumentForm>
  );
}

/** Company Values: the headline and value cards of the About page, in page order. */
export default function CompanyValuesSection() {
  const query = useCompanyValues();
  return (
    <DocumentScreen words={C} query={query}>
      {(doc) => <CompanyValuesForm doc={doc} />}
    </DocumentScreen>
  );
}
