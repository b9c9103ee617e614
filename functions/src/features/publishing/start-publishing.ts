import { AppError } from '../../http/errors.js';

// Stand-in until the publishing branch merges (it replaces this file): same signature, always unavailable.
// eslint-disable-next-line @typescript-eslint/require-await
export async function startPublishing(input: {
  tutorId: string;
  lessonId: string;
  fileId: string;
  title: string;
  description: string;
}): Promise<{ jobId: string }> {
  void input;
  throw new AppError('unavailable', 'Video publishing is not available yet.');
}
