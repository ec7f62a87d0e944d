import type { ChainedCommands, Editor } from '@tiptap/react';
import { useEditorState } from '@tiptap/react';
import {
  Bold,
  ImagePlus,
  Images,
  IndentDecrease,
  IndentIncrease,
  Italic,
  Link,
  List,
  ListOrdered,
  RemoveFormatting,
  Strikethrough,
  TextQuote,
  Trash2,
  Underline,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { EDITOR_WORDS as W } from '../../../../shared/admin-words/blogs';
import { MEDIA_WORDS } from '../../../../shared/admin-words/media';
import { isImageSelected } from './image-selection';

const LEVELS = [1, 2, 3, 4, 5, 6] as const;
const LINK_KEYS = { aria: 'Control+K Meta+K', shown: W.linkShortcut };

function ToolButton({
  label,
  active,
  disabled,
  keys,
  onClick,
  children,
}: {
  label: string;
  /** Its keyboard shortcut, as `aria-keyshortcuts` writes it, and as shown in its tooltip. */
  keys?: { aria: string; shown: string };
  /** For toggles: whether the selection has it (announced as pressed). */
  active?: boolean;
  disabled?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={keys ? `${label} (${keys.shown})` : label}
      aria-keyshortcuts={keys?.aria}
      aria-pressed={active}
      disabled={disabled}
      // Pressing with a mouse keeps the focus and the selection in the text, so typing carries on at once.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
      className={`inline-grid size-9 place-items-center rounded-md transition focus-visible:outline-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-40 ${
        active ? 'bg-brand-600 text-white' : 'text-ink-700 hover:bg-white hover:text-ink-900'
      }`}
    >
      {children}
    </button>
  );
}

const Divider = () => <span aria-hidden="true" className="mx-1 h-6 w-px bg-ink-900/10" />;

interface Props {
  editor: Editor;
  /** The id of the editable area the toolbar acts on. */
  controls: string;
  onLink: () => void;
  onImage: () => void;
  /** Puts an image of the media library into the text (issue 13). */
  onLibrary: () => void;
  imageBusy: boolean;
}

/** SPEC 2.8's toolbar: headers 1-6, bold, italic, underline, strike, blockquote, lists, indent, link, image, clean. */
export function Toolbar({ editor, controls, onLink, onImage, onLibrary, imageBusy }: Props) {
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      level: LEVELS.find((level) => e.isActive('heading', { level })) ?? 0,
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      underline: e.isActive('underline'),
      strike: e.isActive('strike'),
      blockquote: e.isActive('blockquote'),
      orderedList: e.isActive('orderedList'),
      bulletList: e.isActive('bulletList'),
      link: e.isActive('link'),
      // Indenting nests a list item under the one before it, so it works inside lists only.
      canIndent: e.can().sinkListItem('listItem'),
      canOutdent: e.can().liftListItem('listItem'),
      image: isImageSelected(e.state),
    }),
  });
  const run = (command: (chain: ChainedCommands) => ChainedCommands) => command(editor.chain().focus()).run();
  const icon = 'size-4';

  return (
    <div
      role="toolbar"
      aria-label={W.toolbar}
      aria-controls={controls}
      className="flex flex-wrap items-center gap-1 rounded-t-lg border-b border-ink-900/10 bg-slate-50 p-1.5"
    >
      <select
        aria-label={W.textStyle}
        value={state.level}
        onChange={(event) => {
          const level = LEVELS.find((l) => l === Number(event.target.value));
          run((chain) => (level ? chain.setHeading({ level }) : chain.setParagraph()));
        }}
        className="h-9 rounded-md border border-ink-900/15 bg-white px-2 text-sm text-ink-900 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/20 focus:outline-none"
      >
        <option value={0}>{W.paragraph}</option>
        {LEVELS.map((level) => (
          <option key={level} value={level}>
            {W.heading(level)}
          </option>
        ))}
      </select>
      <Divider />
      <ToolButton label={W.bold} active={state.bold} onClick={() => run((c) => c.toggleBold())}>
        <Bold aria-hidden="true" className={icon} />
      </ToolButton>
      <ToolButton label={W.italic} active={state.italic} onClick={() => run((c) => c.toggleItalic())}>
        <Italic aria-hidden="true" className={icon} />
      </ToolButton>
      <ToolButton label={W.underline} active={state.underline} onClick={() => run((c) => c.toggleUnderline())}>
        <Underline aria-hidden="true" className={icon} />
      </ToolButton>
      <ToolButton label={W.strike} active={state.strike} onClick={() => run((c) => c.toggleStrike())}>
        <Strikethrough aria-hidden="true" className={icon} />
      </ToolButton>
      <Divider />
      <ToolButton label={W.blockquote} active={state.blockquote} onClick={() => run((c) => c.toggleBlockquote())}>
        <TextQuote aria-hidden="true" className={icon} />
      </ToolButton>
      <ToolButton label={W.orderedList} active={state.orderedList} onClick={() => run((c) => c.toggleOrderedList())}>
        <ListOrdered aria-hidden="true" className={icon} />
      </ToolButton>
      <ToolButton label={W.bulletList} active={state.bulletList} onClick={() => run((c) => c.toggleBulletList())}>
        <List aria-hidden="true" className={icon} />
      </ToolButton>
      <ToolButton label={W.outdent} disabled={!state.canOutdent} onClick={() => run((c) => c.liftListItem('listItem'))}>
        <IndentDecrease aria-hidden="true" className={icon} />
      </ToolButton>
      <ToolButton label={W.indent} disabled={!state.canIndent} onClick={() => run((c) => c.sinkListItem('listItem'))}>
        <IndentIncrease aria-hidden="true" className={icon} />
      </ToolButton>
      <Divider />
      <ToolButton label={W.link} active={state.link} keys={LINK_KEYS} onClick={onLink}>
        <Link aria-hidden="true" className={icon} />
      </ToolButton>
      <ToolButton label={W.image} disabled={imageBusy} onClick={onImage}>
        <ImagePlus aria-hidden="true" className={icon} />
      </ToolButton>
      <ToolButton label={MEDIA_WORDS.choose} disabled={imageBusy} onClick={onLibrary}>
        <Images aria-hidden="true" className={icon} />
      </ToolButton>
      {/* The one button that takes a picture out of the text, besides Delete and Backspace (issue 27). */}
      <ToolButton label={W.imageDelete} disabled={!state.image} onClick={() => run((c) => c.deleteSelection())}>
        <Trash2 aria-hidden="true" className={icon} />
      </ToolButton>
      <ToolButton label={W.clean} onClick={() => run((c) => c.unsetAllMarks().clearNodes())}>
        <RemoveFormatting aria-hidden="true" className={icon} />
      </ToolButton>
    </div>
  );
}
