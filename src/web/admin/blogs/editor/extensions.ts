import Image from '@tiptap/extension-image';
import StarterKit from '@tiptap/starter-kit';
import { ImageKeptWhileTyping } from './image-selection';

/** SPEC 5: rich-text links go to http, https, mailto and tel addresses only (the server's sanitizer agrees). */
const ALLOWED_LINK = /^(?:https?:\/\/[^\s/]+\S*|mailto:\S+|tel:\S+)$/i;
export const isAllowedLink = (url: string) => ALLOWED_LINK.test(url.trim());

/**
 * The toolbar's set and nothing more (SPEC 2.8): what the editor cannot make, the sanitizer would drop
 * anyway, so code, code blocks and rules are off rather than silently lost on save.
 */
export const editorExtensions = [
  StarterKit.configure({
    code: false,
    codeBlock: false,
    horizontalRule: false,
    heading: { levels: [1, 2, 3, 4, 5, 6] },
    link: {
      // Editing a link must not leave the back office; a click places the cursor instead.
      openOnClick: false,
      defaultProtocol: 'https',
      // Checked on typing, pasting, loading and every setLink: any other scheme never becomes a link.
      isAllowedUri: (url) => isAllowedLink(url),
    },
  }),
  Image.configure({ inline: false, allowBase64: false }),
  ImageKeptWhileTyping,
];
