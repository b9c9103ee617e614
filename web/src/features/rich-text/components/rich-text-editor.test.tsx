import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '@/testing/test-utils';
import RichTextEditor from './rich-text-editor';

function Editor() {
  return <RichTextEditor label="Content" value="<p>Hello <strong>world</strong></p>" onChange={() => undefined} />;
}

describe('RichTextEditor', () => {
  it('shows the text as students will see it in preview, with the formatting buttons resting', async () => {
    renderRoutes([{ path: '/', element: <Editor /> }]);
    const bold = await screen.findByRole<HTMLButtonElement>('button', { name: /bold/i });
    expect(bold.disabled).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
    await waitFor(() => expect(bold.disabled).toBe(true));
    // The preview renders the stored HTML beside the hidden editor.
    expect(screen.getAllByText('world').map((node) => node.tagName)).toEqual(['STRONG', 'STRONG']);
    fireEvent.click(screen.getByRole('button', { name: 'Back to editing' }));
    await waitFor(() => expect(bold.disabled).toBe(false));
  });

  it('rests its formatting buttons while disabled: they would change text the tutor cannot edit', async () => {
    renderRoutes([
      { path: '/', element: <RichTextEditor label="Content" value="<p>Hello</p>" onChange={() => undefined} disabled /> },
    ]);
    const bold = await screen.findByRole<HTMLButtonElement>('button', { name: /bold/i });
    expect(bold.disabled).toBe(true);
    expect(screen.getByRole('textbox', { name: 'Content' }).getAttribute('contenteditable')).toBe('false');
  });

  it('reports no change until the text is edited, so a form that was only opened has nothing unsaved', async () => {
    const onChange = vi.fn();
    renderRoutes([{ path: '/', element: <RichTextEditor label="Content" value="<p>Hello</p>" onChange={onChange} /> }]);
    await screen.findByRole('button', { name: /bold/i });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(onChange).not.toHaveBeenCalled();
  });
});
