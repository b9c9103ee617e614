import { failed, pending, type Figure } from './figures.ts';

/**
 * Chunked upload and video publishing (issue 7's budgets). Nothing here is measured until the
 * routes exist; then each slot fails until its measurement is written, so it cannot be forgotten.
 */
interface Slot {
  id: string;
  label: string;
  /** The route whose presence makes the slot measurable. */
  route: string;
  budget: string;
}

export const UPLOAD_SLOTS: Slot[] = [
  {
    id: 'upload.node',
    label: '100 × 5 MB chunks of a 500 MB file from Node, 4 at a time, vs a plain streaming upload',
    route: 'POST /lessons/upload-chunk',
    budget: '≥ 50% of the streaming upload',
  },
  {
    id: 'upload.chromium',
    label: '100 × 5 MB chunks of a 500 MB file from Chromium, 4 at a time, vs a plain streaming upload',
    route: 'POST /lessons/upload-chunk',
    budget: '≥ 50% of the streaming upload',
  },
  {
    id: 'publish.peak-rss',
    label: 'publishing job: peak RSS for a 1 GB video to the local YouTube stand-in',
    // The job publishes uploaded chunks: it cannot run before the chunk route exists.
    route: 'POST /lessons/upload-chunk',
    budget: '< 256 MB',
  },
];

export function measureUploads(routes: readonly string[]): Figure[] {
  const group = 'Upload and publishing';
  return UPLOAD_SLOTS.map((slot) =>
    routes.includes(slot.route)
      ? failed({
          id: slot.id,
          group,
          label: slot.label,
          note: `${slot.route} exists now: write this measurement in bench/upload.ts (budget ${slot.budget})`,
        })
      : pending({
          id: slot.id,
          group,
          label: slot.label,
          note: `not measured: route not present (${slot.route}); budget ${slot.budget}`,
        }),
  );
}
