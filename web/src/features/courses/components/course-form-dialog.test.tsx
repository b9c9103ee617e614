import { fireEvent, screen } from '@testing-library/react';
import { MAX_RICH_TEXT_LENGTH } from '@shared/rich-text';
import { describe, expect, it, vi } from 'vitest';
import type { RichTextEditorSlot } from '@/components/rich-text-slots';
import { renderRoutes } from '@/testing/test-utils';
import { CourseFormDialog } from './course-form-dialog';

/** The rich-text editor's place, as a plain field that shows the error the dialog gives it. */
const PlainEditor: RichTextEditorSlot = ({ label, value, onChange, error }) => (
  <label>
    {label}
    <textarea value={value} onChange={(event) => onChange(event.currentTarget.value)} />
    {error && <span role="alert">{error}</span>}
  </label>
);

describe('Create Course dialog', () => {
  it('says a description is too long, not that it is missing, when it is over the limit', async () => {
    renderRoutes([{ path: '/', element: <CourseFormDialog opened onClose={vi.fn()} DescriptionEditor={PlainEditor} /> }]);
    fireEvent.change(screen.getByRole('textbox', { name: /Course Name/i }), { target: { value: 'Spoken English' } });
    const description = `<p>${'Practise speaking every day. '.repeat(MAX_RICH_TEXT_LENGTH / 20)}</p>`;
    fireEvent.change(screen.getByRole('textbox', { name: /Description/i }), { target: { value: description } });
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));

    expect(await screen.findByText('The description is too long. Shorten it, or paste it as plain text.')).toBeTruthy();
    expect(screen.queryByText('Enter a description.')).toBeNull();
  });
});
