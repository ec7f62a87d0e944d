import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { PRIVACY_WORDS as P, SECTION_WORDS as S } from '../../../shared/admin-words/documents';
import { type PrivacyPolicyInput, privacyPolicyInput } from '../../../shared/schemas/admin-inputs';
import type { PrivacyPolicy } from '../../../shared/schemas/legal';
import { DocumentScreen } from '../components/DocumentScreen';
import { DocumentForm } from '../components/document-fields';
import { Panel } from '../components/SectionHeader';
import { useDocumentForm } from '../components/useDocumentForm';
import { usePrivacyPolicy, useSavePrivacyPolicy } from './api';
import { emptySection, TextSectionsField } from './TextSectionsField';

const toForm = (doc: PrivacyPolicy | null): PrivacyPolicyInput => ({
  sections: doc ? doc.sections.map(({ _id, title, content }) => ({ _id, title, content })) : [emptySection()],
});

/** What the conflict panel compares and 'Copy my text' copies. */
const LABELS = { sections: S.sections };

function PrivacyForm({ doc }: { doc: PrivacyPolicy | null }) {
  const form = useForm({ resolver: zodResolver(privacyPolicyInput), defaultValues: toForm(doc) });
  const editor = useDocumentForm({ form, doc, save: useSavePrivacyPolicy(), toForm, words: P, labels: LABELS });
  return (
    <DocumentForm editor={editor} historyType="privacypolicy">
      <Panel>
        <TextSectionsField />
      </Panel>
    </DocumentForm>
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
