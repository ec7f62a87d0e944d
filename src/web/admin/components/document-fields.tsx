import { type ComponentProps, type ReactNode, useId } from 'react';
import { type FieldValues, FormProvider } from 'react-hook-form';
import { DOCUMENT_WORDS as W } from '../../../shared/admin-words/documents';
import { TextField } from '../../components/TextField';
import type { HistoryProps } from '../history/HistoryDialog';
import { ConflictPanel } from './ConflictPanel';
import { FormActions, TextAreaField } from './fields';
import type { useDocumentForm } from './useDocumentForm';

/** The hint under a field, tied to it for screen readers; the field's error takes its place. */
function useHint(hint: string | undefined, error: string | undefined) {
  const id = useId();
  const shown = hint && !error;
  return {
    describedBy: shown ? { 'aria-describedby': id } : {},
    hint: shown ? (
      <p id={id} className="mt-1.5 text-xs text-ink-500">
        {hint}
      </p>
    ) : null,
  };
}

type Hinted<P> = P & { label: string; error?: string | undefined; hint?: string | undefined };

/** A one-line field with a hint saying where its words show on the public site. */
export function HintedTextField({ hint, error, className, ...input }: Hinted<ComponentProps<'input'>>) {
  const { describedBy, hint: shown } = useHint(hint, error);
  return (
    <div className={className}>
      <TextField error={error} {...input} {...describedBy} />
      {shown}
    </div>
  );
}

/** Text boxes grow with their text (up to a limit), so a long section can be read without scrolling a box. */
export const GROWING_TEXTAREA = '[&_textarea]:field-sizing-content [&_textarea]:max-h-[32rem]';

/** A multi-line field with a hint saying where and how its text shows. */
export function HintedTextArea({ hint, error, className = '', ...textarea }: Hinted<ComponentProps<'textarea'>>) {
  const { describedBy, hint: shown } = useHint(hint, error);
  return (
    <div className={className}>
      <TextAreaField
        error={error}
        className={`${GROWING_TEXTAREA} [&_textarea]:min-h-28`}
        {...textarea}
        {...describedBy}
      />
      {shown}
    </div>
  );
}

/** A named part of the form (its legend is a heading, so the page reads as an outline). */
export function FormPart({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="min-w-0 space-y-5">
      <legend>
        <h2 className="text-lg font-semibold text-ink-900">{legend}</h2>
      </legend>
      {children}
    </fieldset>
  );
}

/**
 * Discard and Save stay in view at the bottom of the screen however long the document is; on a phone side
 * by side and slimmer than FormActions' own stacked layout, so the bar takes little of the screen.
 */
const SAVE_BAR =
  'sticky bottom-0 z-10 -mx-4 bg-slate-50/95 px-4 pb-3 backdrop-blur-sm sm:-mx-6 sm:px-6 sm:pb-4 lg:-mx-8 lg:px-8 [&>div]:flex-row [&>div]:justify-end [&>div]:pt-3 sm:[&>div]:pt-5 [&_button]:flex-1 [&_button]:px-3 [&_button]:whitespace-nowrap sm:[&_button]:flex-none sm:[&_button]:px-6';

function SaveBar({
  busy,
  onDiscard,
  history,
}: {
  busy: boolean;
  onDiscard: (() => void) | undefined;
  history: HistoryProps | undefined;
}) {
  return (
    <div className={SAVE_BAR}>
      <FormActions
        submitLabel={W.save}
        busy={busy}
        busyLabel={W.saving}
        cancelLabel={W.discard}
        history={history}
        {...(onDiscard ? { onCancel: onDiscard } : {})}
      />
    </div>
  );
}

/** A document editor's form: the conflict panel when a colleague's save came first, its parts, then the Save bar; the fields reach the form through its context. */
export function DocumentForm<F extends FieldValues, I, D>({
  editor: { form, onSubmit, discard, busy, restored, conflict },
  historyType,
  children,
}: {
  editor: ReturnType<typeof useDocumentForm<F, I, D>>;
  /** The document's kind in the API, for its 'History'. */
  historyType: string;
  children: ReactNode;
}) {
  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={onSubmit} className="space-y-6">
        {conflict && <ConflictPanel {...conflict} />}
        {children}
        <SaveBar busy={busy} onDiscard={discard} history={{ type: historyType, onRestored: restored }} />
      </form>
    </FormProvider>
  );
}
