import { zodResolver } from '@hookform/resolvers/zod';
import { FormProvider, useForm } from 'react-hook-form';
import { PRIVACY_WORDS as P } from '../../../shared/admin-words/documents';
import { type PrivacyPolicyInput, privacyPolicyInput } from '../../../shared/schemas/admin-inputs';
import type { PrivacyPolicy } from '../../../shared/schemas/legal';
import { Panel } from '../components/SectionHeader';
import { usePrivacyPolicy, useSavePrivacyPolicy } from './api';
import { DocumentScreen } from './DocumentScreen';
import { SaveBar } from './fields';
import { emptySection, TextSectionsField } from './TextSectionsField';
import { useDocumentForm } from './useDocumentForm';

const toForm = (doc: PrivacyPolicy | null): PrivacyPolicyInput => ({
  sections: doc ? doc.sections.map(({ _id, title, content }) => ({ _id, title, content })) : [emptySection()],
});

function PrivacyForm({ doc }: { doc: PrivacyPolicy | null }) {
  const form = useForm({ resolver: zodResolver(privacyPolicyInput), defaultValues: toForm(doc) });
  const { onSubmit, discard, busy } = useDocumentForm({ form, save: useSavePrivacyPolicy(), toForm, words: P });
  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={onSubmit} className="space-y-6">
        <Panel>
          <TextSectionsField />
        </Panel>
        <SaveBar busy={busy} onDiscard={discard} />
      </form>
    </FormProvider>
  );
}

/** Privacy Policy: the numbered sections of /privacy-policy (its title and introduction are fixed). */
export default function PrivacySection() {
  const query = usePrivacyPolicy();
  return (
    <DocumentScreen words={P} query={query}>
      {(doc) => <PrivacyForm doc={doc} />}
    </DocumentScreen>
  );
}
