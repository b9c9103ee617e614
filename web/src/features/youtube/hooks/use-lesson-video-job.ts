import type { TVideoJobError, TVideoJobStatus } from '@shared/schemas/youtube';
import { collection, query, where, type Timestamp } from 'firebase/firestore';
import { useFirestore, useUser } from 'reactfire';
import { useLiveCollection } from '@/lib/live-firestore';

export interface VideoJob {
  status: TVideoJobStatus;
  bytesSent: number;
  totalBytes: number;
  youtubeVideoId: string | null;
  error: TVideoJobError | null;
  updatedAt: Timestamp | null;
}

/** The newest publishing job of a lesson, followed live (firestore.rules let a tutor list only their own jobs). */
export function useLessonVideoJob(lessonId: string): VideoJob | undefined {
  const { data: user } = useUser();
  const firestore = useFirestore();
  const jobs = query(
    collection(firestore, 'videoJobs'),
    where('tutorId', '==', user?.uid ?? '_'),
    where('lessonId', '==', lessonId),
  );
  const { data } = useLiveCollection(jobs);
  const list = (data ?? []) as VideoJob[];
  return list.reduce<VideoJob | undefined>(
    (newest, job) => (!newest || (job.updatedAt?.toMillis() ?? Infinity) > (newest.updatedAt?.toMillis() ?? 0) ? job : newest),
    undefined,
  );
}
