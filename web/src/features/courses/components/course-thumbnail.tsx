import { Center, Image } from '@mantine/core';
import { IconBook } from '@tabler/icons-react';
import type { TCourse } from '@shared/schemas/courses';
import { courseImageSrc } from '../course-format';

/** The course image at 16:9, or a neutral placeholder while a course has none. */
export function CourseThumbnail({ course, radius = 'md' }: { course: Pick<TCourse, 'imageUrl' | 'name'>; radius?: string }) {
  const src = courseImageSrc(course);
  if (!src) {
    return (
      <Center bg="gray.1" c="gray.5" style={{ aspectRatio: '16 / 9', borderRadius: `var(--mantine-radius-${radius})` }}>
        <IconBook size={32} aria-hidden />
      </Center>
    );
  }
  return <Image src={src} alt={course.name} radius={radius} style={{ aspectRatio: '16 / 9' }} fit="cover" loading="lazy" />;
}
