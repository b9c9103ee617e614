import type { ComponentType, ReactNode } from 'react';

/**
 * The rich-text editor and display come from the rich-text feature; the app layer passes them in
 * (features do not import each other). These are the props the features rely on.
 */
export type RichTextEditorSlot = ComponentType<{
  label: string;
  value: string;
  onChange: (html: string) => void;
  error?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  minHeight?: number;
  onFullscreenChange?: (fullscreen: boolean) => void;
}>;

export type RichTextViewSlot = ComponentType<{ html: string }>;
