import { Box, Center, type MantineBreakpoint } from '@mantine/core';
import { IconBook2 } from '@tabler/icons-react';
import { useState } from 'react';

interface CourseImageProps {
  src: string | null;
  alt: string;
  height: number;
  /** From this width on it grows to its column's height (beside taller text), `height` being the least. */
  fillFrom?: MantineBreakpoint;
  /** Fetched at once and first (the page's largest content) instead of when scrolled near. */
  priority?: boolean;
}

/** The course image; a neutral placeholder when the course has none or it fails, so a card never shows a broken image. */
export function CourseImage({ src, alt, height, fillFrom, priority = false }: CourseImageProps) {
  const [failed, setFailed] = useState(false);
  const h = fillFrom ? { base: height, [fillFrom]: '100%' } : height;
  if (!src || failed) {
    return (
      <Center h={h} mih={height} bg="gray.1" c="gray.5" role="img" aria-label={alt}>
        <IconBook2 size={Math.min(56, height / 2)} stroke={1.4} />
      </Center>
    );
  }
  return (
    <Box
      component="img"
      src={src}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      onError={() => setFailed(true)}
      h={h}
      mih={height}
      w="100%"
      display="block"
      style={{ objectFit: 'cover' }}
      bg="gray.1"
    />
  );
}
