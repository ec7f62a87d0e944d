import type { Editor } from '@tiptap/react';
import { useEffect, useId, useRef, useState } from 'react';
import { ADMIN_FRAME } from '../../../../shared/admin-messages';
import { EDITOR_WORDS as W } from '../../../../shared/admin-words/blogs';
import { isAllowedLink } from './extensions';

/**
 * Asks for a link's address in a modal dialog (the native <dialog> traps focus, Escape closes it and
 * focus returns to the toolbar). It sits inside the post's form, so it is no <form> itself: Enter applies.
 */
export function LinkDialog({ editor, onClose }: { editor: Editor; onClose: () => void }) {
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const current = (editor.getAttributes('link').href as string | undefined) ?? '';
  const [url, setUrl] = useState(current);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const element = dialog.current;
    element?.showModal();
    return () => element?.close();
  }, []);

  const apply = () => {
    const href = url.trim();
    if (href === '') {
      editor.chain().focus().extendMarkRange('link').unsetLink().run();
      onClose();
      return;
    }
    if (!isAllowedLink(href)) {
      setError(W.linkInvalid);
      return;
    }
    const chain = editor.chain().focus().extendMarkRange('link');
    // With nothing selected, the address itself becomes the link's text.
    if (editor.state.selection.empty && !editor.isActive('link')) {
      chain.insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] }).run();
    } else {
      chain.setLink({ href }).run();
    }
    onClose();
  };

  const remove = () => {
    editor.chain().focus().extendMarkRange('link').unsetLink().run();
    onClose();
  };

  return (
    <dialog
      ref={dialog}
      aria-labelledby={`${id}-title`}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-2xl bg-white p-6 shadow-2xl backdrop:bg-ink-900/50"
    >
      <h2 id={`${id}-title`} className="text-base font-semibold text-ink-900">
        {W.linkTitle}
      </h2>
      <label htmlFor={`${id}-url`} className="mt-4 block text-sm font-medium text-ink-900">
        {W.linkUrl}
      </label>
      <input
        id={`${id}-url`}
        type="text"
        inputMode="url"
        autoFocus
        value={url}
        placeholder="https://"
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-note`}
        onChange={(event) => {
          setUrl(event.target.value);
          setError(null);
        }}
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return;
          event.preventDefault();
          apply();
        }}
        className={`mt-1.5 block w-full rounded-lg border bg-white px-3.5 py-2.5 text-ink-900 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/20 focus:outline-none ${
          error ? 'border-red-500' : 'border-ink-900/15'
        }`}
      />
      <p
        id={`${id}-note`}
        role={error ? 'alert' : undefined}
        className={`mt-1.5 text-sm ${error ? 'text-red-700' : 'text-ink-500'}`}
      >
        {error ?? W.linkHint}
      </p>
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        {current && (
          <button type="button" className="btn-secondary mr-auto py-2 text-red-700" onClick={remove}>
            {W.linkRemove}
          </button>
        )}
        <button type="button" className="btn-secondary py-2" onClick={onClose}>
          {ADMIN_FRAME.cancel}
        </button>
        <button type="button" className="btn-primary rounded-lg py-2" onClick={apply}>
          {W.linkApply}
        </button>
      </div>
    </dialog>
  );
}
