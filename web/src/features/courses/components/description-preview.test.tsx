import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '@/testing/test-utils';
import { DescriptionPreview } from './description-preview';

const Html = ({ html }: { html: string }) => <div data-testid="rich" dangerouslySetInnerHTML={{ __html: html }} />;

describe('DescriptionPreview', () => {
  it('shows the first 200 characters until Read More, and all of it until Show Less', async () => {
    const long = `<p>${'Python '.repeat(40)}<strong>END</strong></p>`;
    renderRoutes([{ path: '/', element: <DescriptionPreview html={long} RichText={Html} /> }]);
    const preview = await screen.findByText(/…$/);
    expect(preview.textContent?.length).toBeLessThanOrEqual(201);
    expect(screen.queryByTestId('rich')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Read More' }));
    expect(screen.getByTestId('rich').textContent).toContain('END');
    fireEvent.click(screen.getByRole('button', { name: 'Show Less' }));
    expect(screen.queryByTestId('rich')).toBeNull();
  });

  it('shows a short description whole, without a toggle', async () => {
    renderRoutes([{ path: '/', element: <DescriptionPreview html="<p>Short and sweet.</p>" RichText={Html} /> }]);
    expect((await screen.findByTestId('rich')).textContent).toBe('Short and sweet.');
    expect(screen.queryByRole('button', { name: 'Read More' })).toBeNull();
  });
});
