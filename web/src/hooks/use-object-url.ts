import { useEffect, useMemo, useRef } from 'react';

/**
 * A temporary address for a local file (previews). The previous address is released when the file
 * changes; the last one lives as long as the page (it only points at a file the form still holds).
 */
export function useObjectUrl(file: File | null): string | undefined {
  const url = useMemo(() => (file ? URL.createObjectURL(file) : undefined), [file]);
  const previous = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (previous.current && previous.current !== url) URL.revokeObjectURL(previous.current);
    previous.current = url;
  }, [url]);
  return url;
}
