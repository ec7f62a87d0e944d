import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ADMIN_MESSAGES as M, ADMIN_OUTCOMES as O } from '../../../shared/admin-messages';
import { GROWTH_STEP_CLOSE_MS } from '../../../shared/limits';
import { growthStepInput } from '../../../shared/schemas/admin-inputs';
import type { GrowthStep } from '../../../shared/schemas/content';
import { NetworkError } from '../../api/upload';
import { useImageField } from '../components/useImageField';
import { fieldErrors, messageOf } from '../lib/errors';
import { toFormData } from '../lib/form-data';
import { notify } from '../lib/notify';
import { useSaveGrowthStep } from './api';

type Values = z.input<typeof growthStepInput>;
type Output = z.output<typeof growthStepInput>;
const TEXT_FIELDS = ['number', 'title', 'description'] as const;

/** What the user reads when a save fails (SPEC 8: the server's message, or the fixed wording). */
function failureMessage(error: unknown, editing: boolean) {
  if (error instanceof NetworkError) return O.stepConnectionError;
  return messageOf(error, editing ? O.stepUpdateError : O.stepCreateError);
}

/**
 * The growth-step form's state: fields checked with the server's schema, the image checked here
 * (required for a new step, an image type), upload progress, and the close 1.5 s after success.
 */
export function useStepForm(step: GrowthStep | null, onClose: () => void) {
  const editing = step !== null;
  const save = useSaveGrowthStep();
  const form = useForm<Values, unknown, Output>({
    resolver: zodResolver(growthStepInput),
    defaultValues: {
      number: step ? String(step.number) : '',
      title: step?.title ?? '',
      description: step?.description ?? '',
    },
  });
  const image = useImageField({ invalidMessage: M.serviceImageInvalid, requiredMessage: M.stepImageRequired });
  const [done, setDone] = useState(false);

  const closeTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(closeTimer.current), []);

  // A new step needs an image; its message shows with the fields' messages.
  const imageMissing = () => image.requireFor(!editing);

  const submit = form.handleSubmit(async (values) => {
    if (imageMissing()) return;
    try {
      await image.upload((onProgress) =>
        save.mutateAsync({
          id: step?._id,
          form: toFormData(
            { number: values.number, title: values.title, description: values.description },
            { image: image.file },
          ),
          onProgress,
        }),
      );
      notify.success(editing ? O.stepUpdated : O.stepCreated);
      setDone(true);
      closeTimer.current = window.setTimeout(onClose, GROWTH_STEP_CLOSE_MS);
    } catch (error) {
      const fields = fieldErrors(error);
      for (const name of TEXT_FIELDS) if (fields[name]) form.setError(name, { message: fields[name] });
      image.setServerError(fields.image);
      notify.error(failureMessage(error, editing));
    }
  }, imageMissing);

  return {
    editing,
    form,
    image: image.picker,
    busy: save.isPending,
    done,
    submit,
  };
}
