import { FormProvider, useForm } from 'react-hook-form';
import { REFUND_WORDS as R } from '../../../shared/admin-words/documents';
import { FIELD_MAX } from '../../../shared/limits';
import type { RefundPolicy } from '../../../shared/schemas/legal';
import { Panel } from '../components/SectionHeader';
import { useRefund, useSaveRefund } from './api';
import { DocumentScreen } from './DocumentScreen';
import { FormPart, HintedTextArea, HintedTextField, SaveBar } from './fields';
import { RefundItemsField } from './RefundItemsField';
import { refundFieldPath, refundResolver, toRefundForm } from './refund-form';
import { useDocumentForm } from './useDocumentForm';

function RefundPolicyForm({ doc }: { doc: RefundPolicy | null }) {
  const form = useForm({ resolver: refundResolver, defaultValues: toRefundForm(doc) });
  const { onSubmit, discard, busy } = useDocumentForm({
    form,
    save: useSaveRefund(),
    toForm: toRefundForm,
    words: R,
    fieldPath: (key) => refundFieldPath(form.getValues())(key),
  });
  const { errors } = form.formState;
  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={onSubmit} className="space-y-6">
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
        <SaveBar busy={busy} onDiscard={discard} />
      </form>
    </FormProvider>
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
