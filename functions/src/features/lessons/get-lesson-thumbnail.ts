import type { Request, Response } from 'express';
import { Timestamp } from 'firebase-admin/firestore';
import { AppError } from '../../http/errors.js';
import { sendStoredImage } from '../../lib/stored-image.js';
import { lessonsCollection } from './lesson-store.js';

/** GET /lessons/:lessonId/thumbnail — public for `<img src>`, like course images (lesson ids are unguessable). */
export async function getLessonThumbnail(req: Request, res: Response) {
  const snapshot = await lessonsCollection().doc(String(req.params.lessonId)).get();
  const data = snapshot.data();
  if (!data?.thumbnailPath) throw new AppError('not-found', 'This lesson has no thumbnail.');
  const version = data.createdAt instanceof Timestamp ? String(data.createdAt.toMillis()) : '0';
  await sendStoredImage(req, res, String(data.thumbnailPath), version);
}
