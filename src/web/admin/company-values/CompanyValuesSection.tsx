import { zodResolver } from '@hookform/resolvers/zod';
import { ExternalLink, Info } from 'lucide-react';
import { useId } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { COMPANY_VALUES_WORDS as C, DOCUMENT_WORDS as W } from '../../../shared/admin-words/documents';
import { FIELD_MAX } from '../../../shared/limits';
import { type CompanyValuesInput, companyValuesInput } from '../../../shared/schemas/admin-inputs';
import type { CompanyValues } from '../../../shared/schemas/content';
import { TextField } from '../../components/TextField';
import { FormActions } from '../components/fields';
import { Panel, SectionHeader } from '../components/SectionHeader';
import { ErrorState, LoadingState } from '../components/States';
import { messageOf } from '../lib/errors';
import { useCompanyValues, useSaveCompanyValues } from './api';
import { useSaveValues } from './useSaveValues';
import { emptyValue, ValuesField } from './ValuesField';

/**
 * Discard and Save stay in view at the bottom of the screen however long the document is; on a phone side
 * by side and slimmer than FormActions' own stacked layout, so the bar takes little of the screen.
 */
const SAVE_BAR =
  'sticky bottom-0 z-10 -mx-4 bg-slate-50/95 px-4 pb-3 backdrop-blur-sm sm:-mx-6 sm:px-6 sm:pb-4 lg:-mx-8 lg:px-8 [&>div]:flex-row [&>div]:justify-end [&>div]:pt-3 sm:[&>div]:pt-5 [&_button]:flex-1 [&_button]:px-3 [&_button]:whitespace-nowrap sm:[&_button]:flex-none sm:[&_button]:px-6';

/** The form's values: the stored document, or a blank one with one empty value to start from. */
const toForm = (doc: CompanyValues | null): CompanyValuesInput => ({
  headline: doc?.headline ?? '',
  sections: doc ? doc.sections.map(({ _id, title, description }) => ({ _id, title, description })) : [emptyValue()],
});

function CompanyValuesForm({ doc }: { doc: CompanyValues | null }) {
  const form = useForm({ resolver: zodResolver(companyValuesInput), defaultValues: toForm(doc) });
  const { onSubmit, discard, busy } = useSaveValues(form, useSaveCompanyValues(), toForm);
  const error = form.formState.errors.headline?.message;
  const hintId = useId();
  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={onSubmit} className="space-y-6">
        <Panel>
          <TextField
            label={C.headline}
            maxLength={FIELD_MAX.title}
            error={error}
            {...form.register('headline')}
            {...(error ? {} : { 'aria-describedby': hintId })}
          />
          {!error && (
            <p id={hintId} className="mt-1.5 text-xs text-ink-500">
              {C.headlineHint}
            </p>
          )}
        </Panel>
        <Panel>
          <ValuesField />
        </Panel>
        <div className={SAVE_BAR}>
          <FormActions
            submitLabel={W.save}
            busy={busy}
            busyLabel={W.saving}
            cancelLabel={W.discard}
            {...(discard ? { onCancel: discard } : {})}
          />
        </div>
      </form>
    </FormProvider>
  );
}

/** Company Values: the headline and value cards of the About page, in page order. */
export default function CompanyValuesSection() {
  const query = useCompanyValues();
  return (
    <>
      <SectionHeader title={C.heading} intro={C.intro}>
        <a href={C.pagePath} target="_blank" rel="noopener" className="btn-secondary py-2">
          <ExternalLink aria-hidden="true" className="size-4" />
          {W.viewPage}
          <span className="sr-only"> {W.newTab}</span>
        </a>
      </SectionHeader>
      {query.isPending ? (
        <LoadingState text={C.loading} />
      ) : query.isError ? (
        <ErrorState title={C.loadFailed} message={messageOf(query.error, '')} onRetry={() => void query.refetch()} />
      ) : (
        <>
          {query.data === null && (
            <p className="mb-6 flex items-start gap-3 rounded-xl border border-brand-200 bg-brand-50 px-4 py-3 text-sm text-ink-700">
              <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
              {C.empty}
            </p>
          )}
          <CompanyValuesForm doc={query.data} />
        </>
      )}
    </>
  );
}
