import { collection, doc, limit, orderBy, query, where, writeBatch } from 'firebase/firestore';
import { useCallback, useMemo } from 'react';
import { useFirestore, useFirestoreCollectionData, useUser } from 'reactfire';
import { toDate } from '@/lib/dates';

/** The bell shows this many of the latest notifications. */
export const NOTIFICATION_LIMIT = 10;

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
  const { status, data } = useFirestoreCollectionData(latest, { idField: 'id' });
  const items = (data ?? []).map((item) => toNotification(item as Record<string, unknown>));

  const markRead = useCallback(
    async (ids: string[]) => {
      if (ids.length === 0) return;
      const batch = writeBatch(firestore);
      for (const id of ids) batch.update(doc(firestore, 'notifications', id), { read: true });
      await batch.commit();
    },
    [firestore],
  );
  return { status, items, unread: items.filter((item) => !item.read).length, markRead };
}
