import { useState } from 'react';
import { EDITOR_WORDS as W } from '../../../../shared/admin-words/blogs';
import { EditorDialog } from './EditorDialog';

/** Before an image is uploaded into the text: its description for people who cannot see it (its alt text). */
export function ImageDialog({
  fileName,
  onInsert,
  onClose,
}: {
  fileName: string;
  onInsert: (alt: string) => void;
  onClose: () => void;
}) {
  const [alt, setAlt] = useState('');
  return (
    <EditorDialog
      title={W.imageTitle}
      label={W.imageAlt}
      value={alt}
      onChange={setAlt}
      hint={W.imageAltHint(fileName)}
      applyLabel={W.imageInsert}
      onApply={() => onInsert(alt.trim())}
      onClose={onClose}
    />
  );
}
