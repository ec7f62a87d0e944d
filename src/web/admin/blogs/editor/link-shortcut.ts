import { Extension } from '@tiptap/react';

/**
 * Ctrl+K (Cmd+K on a Mac) opens the editor's link control, as in most editors (issue 27); `open` shows it. The
 * key is taken in the text only, so elsewhere the browser keeps its own use of it.
 */
export const LinkShortcut = Extension.create<{ open: () => void }>({
  name: 'linkShortcut',
  addOptions() {
    return { open: () => {} };
  },
  addKeyboardShortcuts() {
    return {
      'Mod-k': () => {
        this.options.open();
        return true;
      },
    };
  },
});
