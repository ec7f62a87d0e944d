import type { Editor } from '@tiptap/react';
import { useState } from 'react';
import { EDITOR_WORDS as W } from '../../../../shared/admin-words/blogs';
import { EditorDialog } from './EditorDialog';
import { isAllowedLink } from './extensions';

/** Asks for a link's address: http, https, mailto or tel only; an empty address removes the link. */
export function LinkDialog({ editor, onClose }: { editor: Editor; onClose: () => void }) {
  const current = (editor.getAttributes('link').href as string | undefined) ?? '';
  const [url, setUrl] = useState(current);
  const [error, setError] = useState<string | null>(null);

  const remove = () => {
    editor.chain().focus().extendMarkRange('link').unsetLink().run();
    onClose();
  };

  const apply = () => {
    const href = url.trim();
    if (href === '') return remove();
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

  return (
    <EditorDialog
      title={W.linkTitle}
      label={W.linkUrl}
      value={url}
      onChange={(value) => {
        setUrl(value);
        setError(null);
      }}
      hint={W.linkHint}
      error={error}
      placeholder="https://"
      inputMode="url"
      applyLabel={W.linkApply}
      onApply={apply}
      onClose={onClose}
      extra={
        current && (
          <button type="button" className="btn-secondary mr-auto py-2 text-red-700" onClick={remove}>
            {W.linkRemove}
          </button>
        )
      }
    />
  );
}
