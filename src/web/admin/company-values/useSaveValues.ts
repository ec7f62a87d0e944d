import { useEffect } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { COMPANY_VALUES_WORDS as C, DOCUMENT_WORDS as W } from '../../../shared/admin-words/documents';
import type { CompanyValuesInput, companyValuesInput } from '../../../shared/schemas/admin-inputs';
import type { CompanyValues } from '../../../shared/schemas/content';
import { useConfirm } from '../components/ConfirmDialog';
import { fieldErrors, messageOf } from '../lib/errors';
import { notify } from '../lib/notify';
import type { useSaveCompanyValues } from './api';

type Form = UseFormReturn<CompanyValuesInput, unknown, z.output<typeof companyValuesInput>>;

/**
 * Saving the values: on success the form takes the saved document (new values now have ids) and a toast
 * says so; a refusal puts the server's field messages by their fields (its keys are the form's paths,
 * 'sections.0.title') and a toast gives its message. Leaving with unsaved changes asks first.
 */
export function useSaveValues(
  form: Form,
  save: ReturnType<typeof useSaveCompanyValues>,
  toForm: (saved: CompanyValues) => CompanyValuesInput,
) {
  const confirm = useConfirm();
  const dirty = form.formState.isDirty;

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      form.reset(toForm(await save.mutateAsync(values)));
      notify.success(C.saved);
    } catch (error) {
      Object.entries(fieldErrors(error)).forEach(([key, message], index) => {
        form.setError(key as 'headline', { type: 'server', message }, { shouldFocus: index === 0 });
      });
      notify.error(messageOf(error, C.saveFailed));
    }
  });

  const discard = async () => {
    if (await confirm(W.discardConfirm, { confirmLabel: W.discardConfirmLabel })) form.reset();
  };

  return { onSubmit, discard: dirty ? discard : undefined, busy: form.formState.isSubmitting };
}
