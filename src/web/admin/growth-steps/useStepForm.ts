import { zodResolver } from '@hookform/resolvers/zod';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ADMIN_MESSAGES as M, ADMIN_OUTCOMES as O } from '../../../shared/admin-messages';
import { GROWTH_STEP_CLOSE_MS } from '../../../shared/limits';
import { growthStepInput } from '../../../shared/schemas/admin-inputs';
import type { GrowthStep } from '../../../shared/schemas/content';
import { NetworkError } from '../../api/upload';
import { isImageFile } from '../components/ImagePicker';
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
  const [file, setFile] = useState<File | null>(null);
  const [imageError, setImageError] = useState<string | undefined>();
  const [progress, setProgress] = useState<number | null>(null);
  const [done, setDone] = useState(false);

  const closeTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(closeTimer.current), []);

  const chooseFile = (chosen: File | null) => {
    if (chosen && !isImageFile(chosen)) {
      setFile(null);
      setImageError(M.serviceImageInvalid);
      return;
    }
    setFile(chosen);
    setImageError(undefined);
  };

  /** A new step needs an image; a wrong file's own message stays until another is chosen. */
  const imageMissing = () => !editing && !file;

  const send = form.handleSubmit(async (values) => {
    if (imageMissing()) return;
    setProgress(file ? 0 : null);
    try {
      await save.mutateAsync({
        id: step?._id,
        form: toFormData(
          { number: values.number, title: values.title, description: values.description },
          { image: file },
        ),
        onProgress: file ? setProgress : undefined,
      });
      notify.success(editing ? O.stepUpdated : O.stepCreated);
      setDone(true);
      closeTimer.current = window.setTimeout(onClose, GROWTH_STEP_CLOSE_MS);
    } catch (error) {
      const fields = fieldErrors(error);
      for (const name of TEXT_FIELDS) if (fields[name]) form.setError(name, { message: fields[name] });
      if (fields.image) setImageError(fields.image);
      notify.error(failureMessage(error, editing));
    } finally {
      setProgress(null);
    }
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    // Every message at once: the image's along with the fields' (handleSubmit stops at the fields).
    if (imageMissing()) setImageError((current) => current ?? M.stepImageRequired);
    return send(event);
  };

  return {
    editing,
    form,
    file,
    chooseFile,
    imageError,
    progress,
    busy: save.isPending,
    done,
    submit,
  };
}
