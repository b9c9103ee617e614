import { act, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '@/testing/test-utils';
import { PublishingCard } from './publishing-card';

type Upload = { progress: number | null; stoppedAt: number | null };

/** The card with an upload the test moves on; returns a setter for it. */
function renderCard() {
  let setUpload: (upload: Upload) => void = () => undefined;
  function Harness() {
    const [upload, set] = useState<Upload>({ progress: null, stoppedAt: null });
    setUpload = set;
    return (
      <PublishingCard
        saved={null}
        canPublish
        canSaveDraft={false}
        videoUpload
        videoLinkNeeded={false}
        busy
        uploadProgress={upload.progress}
        uploadStoppedAt={upload.stoppedAt}
        onPublish={() => undefined}
        onSaveDraft={() => undefined}
        onPreview={() => undefined}
      />
    );
  }
  renderRoutes([{ path: '/', element: <Harness /> }]);
  return (upload: Upload) => act(() => setUpload(upload));
}

const LIVE = '[aria-live], [role="status"], [role="alert"], [role="log"]';

/** What a screen reader hears of a live region: its text outside aria-hidden parts. */
function spoken(region: Element): string {
  const copy = region.cloneNode(true) as Element;
  copy.querySelectorAll('[aria-hidden="true"]').forEach((hidden) => hidden.remove());
  return copy.textContent ?? '';
}

describe('the publishing card during a video upload', () => {
  it("shows every chunk's percent but announces only the start, each quarter and the end, then where a failed upload stopped", () => {
    const set = renderCard();
    const status = screen.getByRole('status');
    expect(spoken(status)).toBe('');

    const heard: string[] = [];
    for (let percent = 0; percent <= 100; percent++) {
      set({ progress: percent, stoppedAt: null });
      const text = spoken(status);
      if (text !== heard.at(-1)) heard.push(text);
      if (percent === 37) {
        // The eye sees each chunk; that text is outside any live region (a screen reader reads it when it gets there).
        const visible = screen.getByText('Uploading video... 37%');
        expect(visible.closest(LIVE)).toBeNull();
        expect(screen.getByRole('progressbar', { name: 'Video upload progress' }).getAttribute('aria-valuenow')).toBe('37');
      }
    }
    expect(heard).toEqual([
      'Video upload started',
      'Video upload has reached 25%',
      'Video upload has reached 50%',
      'Video upload has reached 75%',
      'Video upload complete',
    ]);

    // The red toast says why it failed; the status says where it stopped, and the card says what to do.
    set({ progress: null, stoppedAt: 40 });
    expect(spoken(status)).toBe('Video upload stopped at 40%');
    expect(screen.getByText('The upload stopped at 40%. Publish again to carry on from there.').closest(LIVE)).toBeNull();

    set({ progress: null, stoppedAt: null });
    expect(spoken(status)).toBe('');
  });
});
