import { YoutubeCallback } from '@/features/youtube/components/youtube-callback';

export function Component() {
  return <YoutubeCallback />;
}
