/**
 * Video links (spec §5): a link from a common video site becomes the address of its embeddable
 * player; anything else is refused. Pure, shared by the API (which stores only embed URLs) and
 * the web app (which checks a pasted link and re-checks a stored one before embedding it).
 */

export type TVideoProvider = 'youtube' | 'vimeo' | 'dailymotion' | 'loom';

export interface VideoEmbed {
  provider: TVideoProvider;
  /** The site's id of the video (a YouTube id for `youtube`). */
  videoId: string;
  embedUrl: string;
}

/** Shown when a link is not one of the formats below (spec §5, title and message). */
export const INVALID_VIDEO_URL = { title: 'Invalid video URL', message: 'Please check the video URL format' } as const;

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const YOUTUBE_HOSTS = [
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'music.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
];
/** Paths whose next segment is the id: /embed/ID, /shorts/ID, /live/ID, /v/ID. */
const YOUTUBE_ID_PATHS = ['embed', 'shorts', 'live', 'v'];

/** `90`, `90s`, `1m30s`, `1h2m3s` → seconds; anything else (or zero) → undefined. */
export function parseTimestamp(value: string | null | undefined): number | undefined {
  if (!value) return undefined;
  const plain = /^(\d+)s?$/.exec(value);
  if (plain) return Number(plain[1]) || undefined;
  const parts = /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s)?$/.exec(value);
  if (!parts) return undefined;
  const seconds = Number(parts[1] ?? 0) * 3600 + Number(parts[2] ?? 0) * 60 + Number(parts[3] ?? 0);
  return seconds || undefined;
}

/** The start time a link carries in `t`, `start` or a `#t=` fragment. */
function startOf(url: URL): number | undefined {
  const fragment = new URLSearchParams(url.hash.slice(1));
  return parseTimestamp(url.searchParams.get('t') ?? url.searchParams.get('start') ?? fragment.get('t'));
}

function youtube(url: URL): VideoEmbed | null {
  const segments = url.pathname.split('/').filter(Boolean);
  let id: string | undefined;
  if (url.hostname === 'youtu.be') id = segments[0];
  else if (!YOUTUBE_HOSTS.includes(url.hostname)) return null;
  else if (segments[0] === 'watch') id = url.searchParams.get('v') ?? undefined;
  else if (segments[0] && YOUTUBE_ID_PATHS.includes(segments[0])) id = segments[1];
  if (!id || !YOUTUBE_ID.test(id)) return null;
  const start = startOf(url);
  return {
    provider: 'youtube',
    videoId: id,
    embedUrl: `https://www.youtube.com/embed/${id}${start ? `?start=${start}` : ''}`,
  };
}

function vimeo(url: URL): VideoEmbed | null {
  if (!['vimeo.com', 'www.vimeo.com', 'player.vimeo.com'].includes(url.hostname)) return null;
  const segments = url.pathname.split('/').filter(Boolean);
  // vimeo.com/ID, vimeo.com/ID/HASH (unlisted), vimeo.com/channels/x/ID, vimeo.com/groups/x/videos/ID, player.vimeo.com/video/ID
  const index = segments.findIndex((s) => /^\d{6,12}$/.test(s));
  const id = segments[index];
  if (!id) return null;
  const hash = url.searchParams.get('h') ?? segments[index + 1];
  const query = new URLSearchParams();
  if (hash && /^[0-9a-f]{6,20}$/i.test(hash)) query.set('h', hash);
  const start = startOf(url);
  const search = query.size ? `?${query.toString()}` : '';
  return {
    provider: 'vimeo',
    videoId: id,
    embedUrl: `https://player.vimeo.com/video/${id}${search}${start ? `#t=${start}s` : ''}`,
  };
}

function dailymotion(url: URL): VideoEmbed | null {
  const segments = url.pathname.split('/').filter(Boolean);
  let id: string | undefined;
  if (url.hostname === 'dai.ly') id = segments[0];
  else if (['dailymotion.com', 'www.dailymotion.com'].includes(url.hostname)) {
    id = segments[0] === 'embed' ? segments[2] : segments[0] === 'video' ? segments[1] : undefined;
  }
  id = id?.split('_')[0];
  if (!id || !/^x[0-9a-z]{4,10}$/i.test(id)) return null;
  return { provider: 'dailymotion', videoId: id, embedUrl: `https://www.dailymotion.com/embed/video/${id}` };
}

function loom(url: URL): VideoEmbed | null {
  if (!['loom.com', 'www.loom.com'].includes(url.hostname)) return null;
  const [kind, id] = url.pathname.split('/').filter(Boolean);
  if ((kind !== 'share' && kind !== 'embed') || !id || !/^[0-9a-f]{32}$/.test(id)) return null;
  return { provider: 'loom', videoId: id, embedUrl: `https://www.loom.com/embed/${id}` };
}

/**
 * The embeddable form of a video link, or null when the link is not from a supported site.
 * Accepts links without a scheme (`youtu.be/ID`); only http(s) links are considered.
 */
export function toVideoEmbed(input: string): VideoEmbed | null {
  const text = input.trim();
  if (!text || text.length > 2048 || /\s/.test(text)) return null;
  let url: URL;
  try {
    url = new URL(/^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text}`);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username || url.password || url.port) return null;
  return youtube(url) ?? vimeo(url) ?? dailymotion(url) ?? loom(url);
}
