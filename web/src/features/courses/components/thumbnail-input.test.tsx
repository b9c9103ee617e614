import { Notifications, notifications } from '@mantine/notifications';
import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '@/testing/test-utils';
import { ThumbnailInput } from './thumbnail-input';

function chooseFile(file: File) {
  const onChange = vi.fn();
  const { container } = renderRoutes([
    {
      path: '/',
      element: (
        <>
          <Notifications />
          <ThumbnailInput label="Thumbnail" value={null} onChange={onChange} />
        </>
      ),
    },
  ]);
  fireEvent.change(container.querySelector('input[type="file"]')!, { target: { files: [file] } });
  return onChange;
}

beforeEach(() => notifications.clean());

describe('course thumbnail input', () => {
  it('keeps a PNG', () => {
    const png = new File([new Uint8Array(16)], 'cover.png', { type: 'image/png' });
    expect(chooseFile(png)).toHaveBeenCalledWith(png);
  });

  it('refuses an image the server would not store and says which kinds to use', async () => {
    const onChange = chooseFile(new File(['<svg/>'], 'cover.svg', { type: 'image/svg+xml' }));
    expect(await screen.findByText('Use a PNG, JPEG, WebP or GIF image.')).toBeTruthy();
    expect(screen.getByText('Invalid File Type')).toBeTruthy();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('refuses an image over 5 MB as not accepted, not as the wrong type', async () => {
    const big = new File([new Uint8Array(16)], 'cover.png', { type: 'image/png' });
    Object.defineProperty(big, 'size', { value: 5 * 1024 * 1024 + 1 });
    const onChange = chooseFile(big);
    expect(await screen.findByText('The image must be 5 MB or smaller.')).toBeTruthy();
    expect(screen.getByText('File Not Accepted')).toBeTruthy();
    expect(screen.queryByText('Invalid File Type')).toBeNull();
    expect(onChange).not.toHaveBeenCalled();
  });

  it("refuses a file that is no image with the spec's words", async () => {
    const onChange = chooseFile(new File(['%PDF'], 'notes.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('Only image files are allowed')).toBeTruthy();
    expect(onChange).not.toHaveBeenCalled();
  });
});
