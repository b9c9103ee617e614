import type { TYoutubeConnection } from '@shared/schemas/youtube';
import { useCallback, useEffect, useState } from 'react';
import { getYoutubeConnection } from './youtube-auth';

/** The tutor's YouTube connection as the server sees it, with a way to read it again after a change. */
export function useYoutubeConnection() {
  const [connection, setConnection] = useState<TYoutubeConnection | undefined>();
  const [failed, setFailed] = useState(false);
  const [version, setVersion] = useState(0);

  useEffect(() => {
    let current = true;
    getYoutubeConnection()
      .then((answer) => {
        if (!current) return;
        setConnection(answer);
        setFailed(false);
      })
      .catch(() => {
        if (current) setFailed(true);
      });
    return () => {
      current = false;
    };
  }, [version]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return { connection, failed, reload, setConnection };
}
