/** Players a lesson may embed: the tutor's YouTube uploads (and Vimeo links converted to embeds). */
const EMBED_PREFIXES = [
  'https://www.youtube.com/embed/',
  'https://www.youtube-nocookie.com/embed/',
  'https://player.vimeo.com/video/',
];

/** The lesson's `videoUrl` when it is an embed URL of a known player; anything else is never put in an iframe. */
export function embeddableVideoUrl(videoUrl: string | null): string | null {
  if (!videoUrl) return null;
  try {
    const url = new URL(videoUrl);
    const normalised = url.toString();
    return EMBED_PREFIXES.some((prefix) => normalised.startsWith(prefix)) && url.pathname.split('/').pop() ? normalised : null;
  } catch {
    return null;
  }
}
