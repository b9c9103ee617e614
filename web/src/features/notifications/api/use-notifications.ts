import { collection, doc, getDocs, limit, orderBy, query, where, writeBatch } from 'firebase/firestore';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useFirestore, useUser } from 'reactfire';
import { useLiveCollection } from '@/lib/live-firestore';
import { toDate } from '@/lib/dates';
import { invalidateApiQueries } from '@/lib/use-api-query';

/** The bell shows this many of the latest notifications. */
export const NOTIFICATION_LIMIT = 10;
/** Firestore's most writes in one batch. */
const BATCH_LIMIT = 500;

export interface AppNotification {
  id: string;
  type: string;
  title: string;
  body: string;
  link: string;
  params: Record<string, string>;
  createdAt: Date | undefined;
  read: boolean;
}

function toNotification(data: Record<string, unknown>): AppNotification {
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  const params = (typeof data.params === 'object' && data.params ? data.params : {}) as Record<string, unknown>;
  return {
    id: text(data.id),
    type: text(data.type),
    title: text(data.title),
    body: text(data.body),
    link: text(data.link),
    params: Object.fromEntries(Object.entries(params).map(([key, value]) => [key, text(value)])),
    createdAt: toDate(data.createdAt),
    read: data.read === true,
  };
}

/**
 * A notification that arrives while a page is open says its data changed on the server (a student
 * joined, completed a lesson, was granted a course): every cached API answer is fetched again, so
 * the Students list or the home shows it without a reload. `newestId` is '' for none yet and
 * undefined while loading; the first answer only records where things stand.
 */
function useRefreshOnNewEvent(newestId: string | undefined) {
  const seen = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (newestId === undefined) return;
    if (seen.current !== undefined && seen.current !== newestId) invalidateApiQueries('/');
    seen.current = newestId;
  }, [newestId]);
}

/** The signed-in user's latest notifications, live, and a way to mark them read (the only write the rules allow). */
export function useNotifications() {
  const firestore = useFirestore();
  const { data: user } = useUser();
  const uid = user?.uid ?? '_';
  const latest = useMemo(
    () =>
      query(
        collection(firestore, 'notifications'),
        where('userId', '==', uid),
        orderBy('createdAt', 'desc'),
        limit(NOTIFICATION_LIMIT),
      ),
    [firestore, uid],
  );
  const { status, data } = useLiveCollection(latest, { idField: 'id' });
  const items = (data ?? []).map((item) => toNotification(item as Record<string, unknown>));
  useRefreshOnNewEvent(status === 'success' ? (items[0]?.id ?? '') : undefined);

  const markRead = useCallback(
    async (ids: string[]) => {
      for (let start = 0; start < ids.length; start += BATCH_LIMIT) {
        const batch = writeBatch(firestore);
        for (const id of ids.slice(start, start + BATCH_LIMIT)) batch.update(doc(firestore, 'notifications', id), { read: true });
        await batch.commit();
      }
    },
    [firestore],
  );
  // "All" includes the unread notices older than the ten the bell loads, which "9+" stands for.
  const markAllRead = useCallback(async () => {
    const unreadQuery = query(collection(firestore, 'notifications'), where('userId', '==', uid), where('read', '==', false));
    await markRead((await getDocs(unreadQuery)).docs.map((unreadDoc) => unreadDoc.id));
  }, [firestore, uid, markRead]);
  const unread = items.filter((item) => !item.read).length;
  // Every one of the latest is unread: older ones the bell does not load may be too.
  return { status, items, unread, unreadMayBeMore: unread === NOTIFICATION_LIMIT, markRead, markAllRead };
}
