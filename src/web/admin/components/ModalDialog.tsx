import { X } from 'lucide-react';
import { type ReactNode, useId, useLayoutEffect, useRef } from 'react';
import { IconButton } from './IconButton';

/** The dialogs' layouts, their classes as each dialog had them before they shared this shell. */
const LAYOUTS = {
  /** Two columns; the whole dialog scrolls, its title bar with it (one image's details). */
  columns: {
    dialog: 'max-w-3xl overflow-y-auto',
    bar: 'gap-3 py-3',
    title: 'min-w-0 truncate text-base',
    close: 'icon',
  },
  /** A long grid; the whole dialog scrolls under its title bar (the library's images to choose from). */
  grid: {
    dialog: 'max-w-4xl overflow-y-auto',
    bar: 'sticky top-0 z-10 gap-3 bg-white py-3',
    title: 'text-base',
    close: 'icon',
  },
  /** Panes that scroll each on their own below a fixed title bar (a record's versions beside a comparison). */
  panes: {
    dialog: 'max-w-4xl overflow-hidden',
    bar: 'gap-4 py-4',
    title: 'text-lg',
    close: 'text',
  },
} as const;

/**
 * A modal dialog with a title bar and a close button, shown while it is mounted: the native <dialog> traps focus,
 * Escape and the close button call `onClose` (whose owner then unmounts it), and going closes it, so the focus
 * returns to the button that opened it. The close button takes the focus first.
 */
export function ModalDialog({
  title,
  closeLabel,
  onClose,
  layout,
  children,
}: {
  title: string;
  closeLabel: string;
  onClose: () => void;
  layout: keyof typeof LAYOUTS;
  children: ReactNode;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  // A layout effect's cleanup runs while the dialog is still in the page: closed there, it gives the focus back.
  useLayoutEffect(() => {
    const element = dialog.current;
    if (!element?.open) element?.showModal();
    return () => element?.close();
  }, []);
  const look = LAYOUTS[layout];
  const bar = (
    <div className={`flex items-center justify-between border-b border-ink-900/5 px-5 ${look.bar}`}>
      <h2 id={titleId} className={`font-semibold text-ink-900 ${look.title}`}>
        {title}
      </h2>
      {look.close === 'text' ? (
        // biome-ignore lint/a11y/noAutofocus: the dialog's first control takes the focus when it opens
        <button type="button" autoFocus className="btn-secondary w-auto shrink-0 py-1.5" onClick={onClose}>
          {closeLabel}
        </button>
      ) : (
        <IconButton label={closeLabel} autoFocus onClick={onClose}>
          <X aria-hidden="true" className="size-5" />
        </IconButton>
      )}
    </div>
  );

  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      className={`m-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] rounded-2xl bg-white p-0 shadow-2xl backdrop:bg-ink-900/50 ${look.dialog}`}
    >
      {layout === 'panes' ? (
        <div className="flex max-h-[calc(100dvh-2rem)] flex-col">
          {bar}
          {children}
        </div>
      ) : (
        <>
          {bar}
          {children}
        </>
      )}
    </dialog>
  );
}
