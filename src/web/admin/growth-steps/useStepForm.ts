import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ADMIN_MESSAGES as M, ADMIN_OUTCOMES as O } from '../../../shared/admin-messages';
import { GROWTH_STEP_WORDS as W } from '../../../shared/admin-words/records';
import { GROWTH_STEP_CLOSE_MS } from '../../../shared/limits';
import { growthStepInput } from '../../../shared/schemas/admin-inputs';
import type { GrowthStep } from '../../../shared/schemas/content';
import { NetworkError } from '../../api/client';
import { useImageField } from '../components/useImageField';
import { useImageRecordSubmit } from '../components/useImageRecordSubmit';
import { messageOf } from '../lib/errors';
import { useSaveGrowthStep } from './api';

// The image is kept or replaced here, never removed.
const schema = growthStepInput.omit({ removeImage: true });
type Values = z.input<typeof schema>;
type Output = z.output<typeof schema>;
const TEXT_FIELDS = ['number', 'title', 'description'] as const;

const toForm = (step: GrowthStep | null): Values => ({
  number: step ? String(step.number) : '',
  title: step?.title ?? '',
  description: step?.description ?? '',
});

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
    resolver: zodResolver(schema),
    defaultValues: toForm(step),
  });
  const image = useImageField({ invalidMessage: M.serviceImageInvalid, requiredMessage: M.stepImageRequired });
  const [done, setDone] = useState(false);

  const closeTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(closeTimer.current), []);

  const { submit, conflict } = useImageRecordSubmit({
    form,
    image,
    record: step,
    toForm,
    labels: { number: W.number, title: W.title, description: W.description },
    fields: TEXT_FIELDS,
    send: (body, onProgress, version) => save.mutateAsync({ id: step?._id, form: body, onProgress, version }),
    succeeded: editing ? O.stepUpdated : O.stepCreated,
    failed: (error) => failureMessage(error, editing),
    onSaved: () => {
      setDone(true);
      closeTimer.current = window.setTimeout(onClose, GROWTH_STEP_CLOSE_MS);
    },
  });

  return {
    editing,
    form,
    image: image.picker,
    busy: save.isPending,
    done,
    submit,
    conflict,
  };
}
