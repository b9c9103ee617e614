import { notifications } from '@mantine/notifications';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiRequest } from '@/lib/api-client';

export type QueryStatus = 'loading' | 'success' | 'error';

interface Answer<T> {
  /** The request this answers (path and reload count): an answer to an older request means "loading". */
  key: string;
  status: Exclude<QueryStatus, 'loading'>;
  data: T | undefined;
}

/**
 * Loads `path` from the API and reloads on demand, keeping the last data while reloading. A failed
 * load shows spec §8's 'Something Went Wrong' toast with the error as its description.
 */
export function useApiQuery<T>(path: string) {
  const { t } = useTranslation();
  const [version, setVersion] = useState(0);
  const [answer, setAnswer] = useState<Answer<T> | undefined>(undefined);
  const key = `${version}:${path}`;

  useEffect(() => {
    const controller = new AbortController();
    apiRequest<T>(path, { signal: controller.signal })
      .then((data) => setAnswer({ key, status: 'success', data }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setAnswer((last) => ({ key, status: 'error', data: last?.data }));
        notifications.show({
          color: 'red',
          title: t('errors.loadFailed'),
          message: (error as Error).message || t('errors.generic'),
        });
      });
    return () => controller.abort();
  }, [path, key, t]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);
  const status: QueryStatus = answer?.key === key ? answer.status : 'loading';
  return { status, data: answer?.data, reload };
}
