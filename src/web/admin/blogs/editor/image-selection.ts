import type { Node } from '@tiptap/pm/model';
import { type EditorState, NodeSelection, Plugin, PluginKey, TextSelection, type Transaction } from '@tiptap/pm/state';
import type { EditorView } from '@tiptap/pm/view';
import { Extension } from '@tiptap/react';

/** Whether the selection is one picture of the text, as a click on it (or an arrow key onto it) makes it. */
export const isImageSelected = (state: EditorState) =>
  state.selection instanceof NodeSelection && state.selection.node.type.name === 'image';

/**
 * With a picture selected: a transaction that puts the cursor in the text right after it, at the start of the
 * paragraph (or heading) that follows, or in a new empty paragraph when none does (the picture ends the post or
 * stands before a list). Null when no picture is selected.
 */
export function cursorAfterImage(state: EditorState): Transaction | null {
  if (!isImageSelected(state)) return null;
  const tr = state.tr;
  const after = state.selection.to;
  const $after = tr.doc.resolve(after);
  const paragraph = state.schema.nodes.paragraph;
  if (!$after.nodeAfter?.isTextblock && paragraph) {
    const index = $after.index();
    if ($after.parent.canReplaceWith(index, index, paragraph)) tr.insert(after, paragraph.create());
  }
  tr.setSelection(TextSelection.near(tr.doc.resolve(after), 1));
  return tr.scrollIntoView();
}

/** A double or triple click right on a picture: it is selected, as after one click (see the props below). */
function selectClickedImage(
  view: EditorView,
  _pos: number,
  node: Node,
  nodePos: number,
  _event: MouseEvent,
  direct: boolean,
) {
  if (!direct || node.type.name !== 'image') return false;
  view.dispatch(view.state.tr.setSelection(NodeSelection.create(view.state.doc, nodePos)));
  return true;
}

/**
 * A selected picture is never replaced by what is typed or pasted (issue 27): the text goes after it. Removing
 * it takes a deliberate Delete or Backspace, or the toolbar's button. Ahead of the other extensions, so that
 * no input rule sees the keystroke while the picture is still the selection.
 */
export const ImageKeptWhileTyping = Extension.create({
  name: 'imageKeptWhileTyping',
  priority: 1000,
  addProseMirrorPlugins() {
    return [
      new Plugin({
        key: new PluginKey('imageKeptWhileTyping'),
        props: {
          handleTextInput(view, _from, _to, text) {
            const tr = cursorAfterImage(view.state);
            if (!tr) return false;
            view.dispatch(tr.insertText(text));
            return true;
          },
          // The paste itself goes on as usual, into the text after the picture.
          handlePaste(view) {
            const tr = cursorAfterImage(view.state);
            if (tr) view.dispatch(tr);
            return false;
          },
          // A click within half a second of the last one, at the same spot, counts as a double click, which
          // selected nothing: so taking out pictures one after another (the next moves up under the pointer)
          // left the second unselected. A double or triple click on a picture selects it, as one click does.
          handleDoubleClickOn: selectClickedImage,
          handleTripleClickOn: selectClickedImage,
        },
      }),
    ];
  },
});
