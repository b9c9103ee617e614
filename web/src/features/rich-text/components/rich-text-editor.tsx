import { Box, Input, Modal } from '@mantine/core';
import { RichTextEditor as MantineEditor } from '@mantine/tiptap';
import { IconEye, IconEyeOff, IconMaximize, IconMinimize } from '@tabler/icons-react';
import { useEditor } from '@tiptap/react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EDITOR_EXTENSIONS } from '../editor-extensions';
import { RichTextContent } from './rich-text-content';
import type { RichTextFieldProps } from './rich-text-field';
import '@mantine/tiptap/styles.css';

/** The labels of the controls in use, in the reader's language (the rest stay Mantine's defaults, never shown). */
function useEditorLabels() {
  const { t } = useTranslation('rich-text');
  return useMemo(
    () => ({
      boldControlLabel: t('bold'),
      italicControlLabel: t('italic'),
      codeControlLabel: t('code'),
      codeBlockControlLabel: t('codeBlock'),
      blockquoteControlLabel: t('quote'),
      bulletListControlLabel: t('bulletList'),
      orderedListControlLabel: t('orderedList'),
      h2ControlLabel: t('heading2'),
      h3ControlLabel: t('heading3'),
      linkControlLabel: t('link'),
      unlinkControlLabel: t('unlink'),
      linkEditorInputLabel: t('linkUrl'),
      linkEditorInputPlaceholder: 'https://',
      linkEditorExternalLink: t('linkNewTab'),
      linkEditorInternalLink: t('linkSameTab'),
      linkEditorSave: t('linkSave'),
      undoControlLabel: t('undo'),
      redoControlLabel: t('redo'),
    }),
    [t],
  );
}

/**
 * The rich-text editor (TipTap under Mantine's toolbar): bold, italic, inline code, code blocks,
 * quotes, lists (Tab / Shift+Tab), links, headings, preview and fullscreen (Esc leaves it).
 * Loaded lazily: ProseMirror is large and only the create/edit screens need it.
 */
export default function RichTextEditor({
  label,
  value,
  onChange,
  error,
  required,
  disabled,
  minHeight = 180,
  onFullscreenChange,
}: RichTextFieldProps) {
  const { t } = useTranslation('rich-text');
  const labels = useEditorLabels();
  const [preview, setPreview] = useState(false);
  const [fullscreen, setFullscreenState] = useState(false);
  const setFullscreen = (on: boolean) => {
    setFullscreenState(on);
    onFullscreenChange?.(on);
  };
  const editor = useEditor({
    extensions: EDITOR_EXTENSIONS,
    content: value,
    editable: !disabled,
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    editorProps: {
      attributes: {
        'aria-label': label,
        'aria-multiline': 'true',
        role: 'textbox',
        ...(error ? { 'aria-invalid': 'true' } : {}),
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.getHTML()),
  });

  // A value set from outside (form reset, an edit page loading) replaces the document.
  useEffect(() => {
    if (editor && !editor.isDestroyed && value !== editor.getHTML()) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);
  useEffect(() => {
    // No update event: TipTap's default would report the untouched document as an edit (a form turning dirty on load).
    editor?.setEditable(!disabled, false);
  }, [editor, disabled]);

  // Fullscreen gives the page's height to the text, and to its preview; the preview is read-only,
  // so the formatting buttons rest until the tutor returns to editing (and while the field is
  // disabled: TipTap's commands would still change a document the tutor cannot edit).
  const resting = preview || Boolean(disabled);
  const height = fullscreen ? 'calc(100dvh - 140px)' : minHeight;
  const body = (
    <MantineEditor editor={editor} labels={labels} variant="subtle">
      <MantineEditor.Toolbar sticky={!fullscreen} stickyOffset={60}>
        <MantineEditor.ControlsGroup>
          <MantineEditor.Bold disabled={resting} />
          <MantineEditor.Italic disabled={resting} />
          <MantineEditor.Code disabled={resting} />
        </MantineEditor.ControlsGroup>
        <MantineEditor.ControlsGroup>
          <MantineEditor.H2 disabled={resting} />
          <MantineEditor.H3 disabled={resting} />
          <MantineEditor.Blockquote disabled={resting} />
          <MantineEditor.CodeBlock disabled={resting} />
        </MantineEditor.ControlsGroup>
        <MantineEditor.ControlsGroup>
          <MantineEditor.BulletList disabled={resting} />
          <MantineEditor.OrderedList disabled={resting} />
        </MantineEditor.ControlsGroup>
        <MantineEditor.ControlsGroup>
          <MantineEditor.Link disabled={resting} />
          <MantineEditor.Unlink disabled={resting} />
        </MantineEditor.ControlsGroup>
        <MantineEditor.ControlsGroup>
          <MantineEditor.Undo disabled={resting} />
          <MantineEditor.Redo disabled={resting} />
        </MantineEditor.ControlsGroup>
        <MantineEditor.ControlsGroup ml="auto">
          <MantineEditor.Control
            onClick={() => setPreview((on) => !on)}
            active={preview}
            aria-label={preview ? t('edit') : t('preview')}
            title={preview ? t('edit') : t('preview')}
          >
            {preview ? <IconEyeOff size={16} /> : <IconEye size={16} />}
          </MantineEditor.Control>
          <MantineEditor.Control
            onClick={() => setFullscreen(!fullscreen)}
            active={fullscreen}
            aria-label={fullscreen ? t('exitFullscreen') : t('fullscreen')}
            title={fullscreen ? t('exitFullscreen') : t('fullscreen')}
          >
            {fullscreen ? <IconMinimize size={16} /> : <IconMaximize size={16} />}
          </MantineEditor.Control>
        </MantineEditor.ControlsGroup>
      </MantineEditor.Toolbar>
      {preview && <RichTextContent html={value} p="md" mih={height} />}
      <MantineEditor.Content mih={height} hidden={preview} />
    </MantineEditor>
  );

  // Fullscreen moves the same editor into a full-screen dialog (which also works from inside
  // another dialog, where a fixed-position box would be confined by the dialog's transform).
  return (
    <Input.Wrapper label={label} error={error} required={required}>
      {fullscreen ? <Box h={minHeight} bg="gray.0" style={{ borderRadius: 'var(--mantine-radius-md)' }} /> : body}
      <Modal opened={fullscreen} onClose={() => setFullscreen(false)} fullScreen title={label} transitionProps={{ duration: 0 }}>
        {fullscreen && body}
      </Modal>
    </Input.Wrapper>
  );
}
