import { type Editor, EditorContent, useEditor } from '@tiptap/react';
import { lazy, Suspense, useId, useMemo, useRef, useState } from 'react';
import { EDITOR_WORDS as W } from '../../../../shared/admin-words/blogs';
import type { MediaItem } from '../../../../shared/schemas/media';
import { uploadContentImage } from '../api';
import { BLOG_IMAGE_ACCEPT, blogImageProblem } from '../image-rules';
import { editorExtensions } from './extensions';
import { ImageDialog } from './ImageDialog';
import { cursorAfterImage } from './image-selection';
import { LinkDialog } from './LinkDialog';
import { LinkShortcut } from './link-shortcut';
import { Toolbar } from './Toolbar';

const MediaPickerDialog = lazy(() =>
  import('../../media/MediaPickerDialog').then((module) => ({ default: module.MediaPickerDialog })),
);

interface Props {
  label: string;
  initialContent: string;
  /** The post's HTML after every change; '' when the editor is empty. */
  onChange: (html: string) => void;
  error?: string | undefined;
}

type Notice = { tone: 'error' | 'progress'; text: string } | null;

/**
 * An inserted picture is left selected, so the next key would have replaced it (issue 12): the cursor goes to
 * the text after it instead, into a new paragraph when the picture ends the post.
 */
function placeCursorAfterImage(editor: Editor) {
  const tr = cursorAfterImage(editor.state);
  if (tr) editor.view.dispatch(tr);
}

/** The post's text: a Tiptap editor with the spec's toolbar, its link dialog (also on Ctrl+K) and image upload. */
export function RichTextEditor({ label, initialContent, onChange, error }: Props) {
  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [linkOpen, setLinkOpen] = useState(false);
  /** A checked image waiting for its description before it is uploaded. */
  const [pendingImage, setPendingImage] = useState<File | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  // Kept stable between renders: a new object would make the editor reapply its options every time.
  const editorProps = useMemo(
    () => ({
      attributes: {
        id: `${id}-content`,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': `${id}-label`,
        ...(error ? { 'aria-invalid': 'true', 'aria-describedby': `${id}-error` } : {}),
        class: 'rich-text-content',
      },
    }),
    [id, error],
  );
  // Made once: the editor takes its extensions when it is created.
  const extensions = useMemo(
    () => [...editorExtensions, LinkShortcut.configure({ open: () => setLinkOpen(true) })],
    [],
  );
  const editor = useEditor({
    extensions,
    content: initialContent,
    // The Content-Security-Policy refuses inline <style>; the editor's few rules are in styles.css.
    injectCSS: false,
    immediatelyRender: false,
    editorProps,
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
  });

  const chooseImage = (file: File) => {
    const problem = blogImageProblem(file);
    if (problem) {
      setNotice({ tone: 'error', text: problem });
      return;
    }
    setNotice(null);
    setPendingImage(file);
  };

  const insertImage = async (file: File, alt: string) => {
    if (!editor) return;
    setNotice({ tone: 'progress', text: W.imageUploading(0) });
    try {
      const image = await uploadContentImage(file, {
        onProgress: (percent) => setNotice({ tone: 'progress', text: W.imageUploading(percent) }),
      });
      editor.chain().focus().setImage({ src: image.url, alt, width: image.width, height: image.height }).run();
      placeCursorAfterImage(editor);
      setNotice(null);
    } catch (e) {
      setNotice({ tone: 'error', text: W.imageFailed(e instanceof Error ? e.message : String(e)) });
    }
  };

  const [browsing, setBrowsing] = useState(false);
  /** An image of the library goes in as it is: no upload, its description as the alt text. */
  const insertFromLibrary = (item: MediaItem) => {
    if (!editor) return;
    editor
      .chain()
      .focus()
      .setImage({
        src: item.url,
        alt: item.alt ?? '',
        width: item.width ?? undefined,
        height: item.height ?? undefined,
      })
      .run();
    placeCursorAfterImage(editor);
  };

  const uploading = notice?.tone === 'progress';
  return (
    <div>
      <span id={`${id}-label`} className="block text-sm font-medium text-ink-900">
        {label}
      </span>
      <div
        className={`mt-1.5 rounded-lg border bg-white shadow-xs focus-within:border-brand-600 focus-within:ring-2 focus-within:ring-brand-600/20 ${
          error ? 'border-red-500' : 'border-ink-900/15'
        }`}
      >
        {editor && (
          <Toolbar
            editor={editor}
            controls={`${id}-content`}
            onLink={() => setLinkOpen(true)}
            onImage={() => fileInput.current?.click()}
            onLibrary={() => setBrowsing(true)}
            imageBusy={uploading}
          />
        )}
        <EditorContent editor={editor} />
      </div>
      <input
        ref={fileInput}
        type="file"
        accept={BLOG_IMAGE_ACCEPT}
        hidden
        data-testid="editor-image-input"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) chooseImage(file);
        }}
      />
      <p aria-live="polite" className={`mt-1.5 text-sm ${notice?.tone === 'error' ? 'text-red-700' : 'text-ink-500'}`}>
        {notice?.text}
      </p>
      {error && (
        <p id={`${id}-error`} className="mt-1.5 text-sm text-red-700">
          {error}
        </p>
      )}
      {browsing && (
        <Suspense fallback={null}>
          <MediaPickerDialog onChoose={insertFromLibrary} onClose={() => setBrowsing(false)} />
        </Suspense>
      )}
      {editor && linkOpen && <LinkDialog editor={editor} onClose={() => setLinkOpen(false)} />}
      {pendingImage && (
        <ImageDialog
          fileName={pendingImage.name}
          onInsert={(alt) => {
            setPendingImage(null);
            void insertImage(pendingImage, alt);
          }}
          onClose={() => setPendingImage(null)}
        />
      )}
    </div>
  );
}
