import { Input, Skeleton } from '@mantine/core';
import { lazy, Suspense, type ReactNode } from 'react';

export interface RichTextFieldProps {
  label: string;
  /** HTML. */
  value: string;
  onChange: (html: string) => void;
  error?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  minHeight?: number;
  /** Told when the editor enters or leaves fullscreen (a dialog around it must then ignore Esc). */
  onFullscreenChange?: (fullscreen: boolean) => void;
}

const RichTextEditor = lazy(() => import('./rich-text-editor'));

/** A form field holding rich text; the editor itself arrives in its own chunk, with a placeholder of its size meanwhile. */
export function RichTextField(props: RichTextFieldProps) {
  return (
    <Suspense
      fallback={
        <Input.Wrapper label={props.label} required={props.required}>
          <Skeleton h={(props.minHeight ?? 180) + 48} radius="md" />
        </Input.Wrapper>
      }
    >
      <RichTextEditor {...props} />
    </Suspense>
  );
}
