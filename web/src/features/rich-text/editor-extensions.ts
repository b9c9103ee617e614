import { Extension } from '@tiptap/core';
import StarterKit from '@tiptap/starter-kit';
import { Link } from '@mantine/tiptap';

/** Ctrl/Cmd+Q toggles a quote (spec §5); TipTap's own shortcut is Ctrl/Cmd+Shift+B. */
const QuoteShortcut = Extension.create({
  name: 'quoteShortcut',
  addKeyboardShortcuts() {
    return { 'Mod-q': () => this.editor.commands.toggleBlockquote() };
  },
});

/**
 * What the editor can produce matches the shared allow-list (functions/src/shared/rich-text.ts).
 * Ctrl/Cmd+B and I come with StarterKit, Tab/Shift+Tab indent and outdent list items, and
 * Mantine's Link adds Ctrl/Cmd+K to open the link editor.
 */
export const EDITOR_EXTENSIONS = [
  StarterKit.configure({ heading: { levels: [2, 3, 4] }, link: false }),
  Link.configure({ protocols: ['mailto'], defaultProtocol: 'https' }),
  QuoteShortcut,
];
