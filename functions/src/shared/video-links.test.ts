import { describe, expect, it } from 'vitest';
import { parseTimestamp, toVideoEmbed } from './video-links.js';

const ID = 'dQw4w9WgXcQ';
const embedOf = (link: string) => toVideoEmbed(link)?.embedUrl ?? null;

describe('toVideoEmbed: YouTube', () => {
  it.each([
    [`https://www.youtube.com/watch?v=${ID}`, `https://www.youtube.com/embed/${ID}`],
    [`https://youtube.com/watch?feature=share&v=${ID}&list=PL1`, `https://www.youtube.com/embed/${ID}`],
    [`https://m.youtube.com/watch?v=${ID}`, `https://www.youtube.com/embed/${ID}`],
    [`https://youtu.be/${ID}`, `https://www.youtube.com/embed/${ID}`],
    [`https://youtu.be/${ID}?si=abc123`, `https://www.youtube.com/embed/${ID}`],
    [`https://www.youtube.com/shorts/${ID}`, `https://www.youtube.com/embed/${ID}`],
    [`https://www.youtube.com/embed/${ID}`, `https://www.youtube.com/embed/${ID}`],
    [`https://www.youtube-nocookie.com/embed/${ID}`, `https://www.youtube.com/embed/${ID}`],
    [`https://www.youtube.com/live/${ID}`, `https://www.youtube.com/embed/${ID}`],
    [`youtube.com/watch?v=${ID}`, `https://www.youtube.com/embed/${ID}`],
    [`http://WWW.YOUTUBE.COM/watch?v=${ID}`, `https://www.youtube.com/embed/${ID}`],
  ])('%s → %s', (link, embed) => {
    expect(embedOf(link)).toBe(embed);
  });

  it('keeps the start time of every timestamp style', () => {
    expect(embedOf(`https://www.youtube.com/watch?v=${ID}&t=90`)).toBe(`https://www.youtube.com/embed/${ID}?start=90`);
    expect(embedOf(`https://youtu.be/${ID}?t=1m30s`)).toBe(`https://www.youtube.com/embed/${ID}?start=90`);
    expect(embedOf(`https://www.youtube.com/watch?v=${ID}#t=1h0m5s`)).toBe(`https://www.youtube.com/embed/${ID}?start=3605`);
    expect(embedOf(`https://www.youtube.com/embed/${ID}?start=42`)).toBe(`https://www.youtube.com/embed/${ID}?start=42`);
    expect(embedOf(`https://www.youtube.com/shorts/${ID}?t=0`)).toBe(`https://www.youtube.com/embed/${ID}`);
  });

  it('reports the YouTube id', () => {
    expect(toVideoEmbed(`https://youtu.be/${ID}`)).toEqual({
      provider: 'youtube',
      videoId: ID,
      embedUrl: `https://www.youtube.com/embed/${ID}`,
    });
  });

  it('refuses malformed ids and look-alike hosts', () => {
    expect(embedOf('https://www.youtube.com/watch?v=short')).toBeNull();
    expect(embedOf(`https://www.youtube.com/watch?v=${ID}x`)).toBeNull();
    expect(embedOf('https://www.youtube.com/channel/UC123')).toBeNull();
    expect(embedOf(`https://youtube.com.evil.example/watch?v=${ID}`)).toBeNull();
    expect(embedOf(`https://evil.example/youtu.be/${ID}`)).toBeNull();
  });
});

describe('toVideoEmbed: Vimeo and others', () => {
  it.each([
    ['https://vimeo.com/76979871', 'https://player.vimeo.com/video/76979871'],
    ['https://vimeo.com/76979871#t=1m5s', 'https://player.vimeo.com/video/76979871#t=65s'],
    ['https://vimeo.com/76979871/8272103f6e', 'https://player.vimeo.com/video/76979871?h=8272103f6e'],
    ['https://vimeo.com/channels/staffpicks/76979871', 'https://player.vimeo.com/video/76979871'],
    ['https://vimeo.com/groups/shortfilms/videos/76979871', 'https://player.vimeo.com/video/76979871'],
    ['https://player.vimeo.com/video/76979871?h=8272103f6e', 'https://player.vimeo.com/video/76979871?h=8272103f6e'],
    ['https://www.dailymotion.com/video/x8abc12', 'https://www.dailymotion.com/embed/video/x8abc12'],
    ['https://dai.ly/x8abc12', 'https://www.dailymotion.com/embed/video/x8abc12'],
    [
      'https://www.loom.com/share/0123456789abcdef0123456789abcdef',
      'https://www.loom.com/embed/0123456789abcdef0123456789abcdef',
    ],
  ])('%s → %s', (link, embed) => {
    expect(embedOf(link)).toBe(embed);
  });
});

describe('toVideoEmbed: refusals', () => {
  it.each([
    '',
    '   ',
    'not a url',
    'javascript:alert(1)',
    `javascript://www.youtube.com/watch?v=${ID}`,
    `data:text/html,<script>alert(1)</script>`,
    `ftp://www.youtube.com/watch?v=${ID}`,
    `https://user:pass@www.youtube.com/watch?v=${ID}`,
    `https://www.youtube.com:8443/watch?v=${ID}`,
    'https://example.com/video.mp4',
    'https://vimeo.com/about',
  ])('refuses %j', (link) => {
    expect(toVideoEmbed(link)).toBeNull();
  });
});

describe('parseTimestamp', () => {
  it.each([
    ['90', 90],
    ['90s', 90],
    ['2m', 120],
    ['1h2m3s', 3723],
    ['0', undefined],
    ['abc', undefined],
    ['', undefined],
    [null, undefined],
  ])('%j → %j', (value, seconds) => {
    expect(parseTimestamp(value)).toBe(seconds);
  });
});
