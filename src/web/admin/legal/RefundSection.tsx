import { useForm } from 'react-hook-form';
import { REFUND_WORDS as R } from '../../../shared/admin-words/documents';
import { FIELD_MAX } from '../../../shared/limits';
import type { RefundPolicy } from '../../../shared/schemas/legal';
import { DocumentScreen } from '../components/DocumentScreen';
import { DocumentForm, FormPart, HintedTextArea, HintedTextField } from '../components/document-fields';
import { Panel } from '../components/SectionHeader';
import { useDocumentForm } from '../components/useDocumentForm';
import { useRefund, useSaveRefund } from './api';
import { RefundItemsField } from './RefundItemsField';
import { refundFieldPath, refundResolver, toRefundForm } from './refund-form';

/** What the conflict panel compares and 'Copy my text' copies. */
const LABELS = { title: R.title, description: R.description, items: R.items };

function RefundPolicyForm({ doc }: { doc: RefundPolicy | null }) {
  const form = useForm({ resolver: refundResolver, defaultValues: toRefundForm(doc) });
  const editor = useDocumentForm({
    form,
    doc,
    save: useSaveRefund(),
    toForm: toRefundForm,
    words: R,
    labels: LABELS,
    fieldPath: (key) => refundFieldPath(form.getValues())(key),
  });
  const { errors } = form.formState;
  return (
    <DocumentForm editor={editor} historyType="refund">
      <Panel>
        <FormPart legend={R.top}>
          <HintedTextField
            label={R.title}
            hint={R.titleHint}
            maxLength={FIELD_MAX.title}
            error={errors.title?.message}
            {...form.register('title')}
          />
          <HintedTextArea
            label={R.description}
            hint={R.descriptionHint}
            rows={4}
            error={errors.description?.message}
            {...form.register('description')}
          />
        </FormPart>
      </Panel>
      <Panel>
        <RefundItemsField />
      </Panel>
    </DocumentForm>
  );
}

/** Refund Policy: title, description and the numbered items (with their points) of /refund-policy. */
export default function RefundSection() {
  const query = useRefund();
  return (
    <DocumentScreen words={R} query={query}>
      {(doc) => <RefundPolicyForm doc={doc} />}
    </DocumentScreen>
  );
}
