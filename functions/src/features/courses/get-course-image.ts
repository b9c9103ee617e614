import type { Request, Response } from 'express';
import { AppError } from '../../http/errors.js';
import { sendStoredImage } from '../../lib/stored-image.js';
import { coursesCollection, imageVersionOf } from './course-store.js';

/**
 * GET /courses/:courseId/image — the thumbnail, for `<img src>` (which cannot send a bearer token,
 * hence public: course ids are unguessable and a thumbnail reveals little). Long-lived caching
 * for the versioned address the API hands out; ETag revalidation otherwise.
 */
export async function getCourseImage(req: Request, res: Response) {
  const snapshot = await coursesCollection().doc(String(req.params.courseId)).get();
  const data = snapshot.data();
  if (!data?.imagePath) throw new AppError('not-found', 'This course has no image.');
  await sendStoredImage(req, res, String(data.imagePath), imageVersionOf(data));
}
