import { describe, expect, it } from 'vitest';
import { sniffImageType } from './image-type.js';

const bytes = (...values: (number | string)[]) =>
  Buffer.concat(values.map((v) => (typeof v === 'string' ? Buffer.from(v, 'latin1') : Buffer.from([v]))));

describe('sniffImageType', () => {
  it('recognises PNG, JPEG, GIF and WebP by their signatures', () => {
    expect(sniffImageType(bytes(0x89, 'PNG\r\n\x1a\n', 'IHDR'))).toBe('image/png');
    expect(sniffImageType(bytes(0xff, 0xd8, 0xff, 0xe0, 'JFIF'))).toBe('image/jpeg');
    expect(sniffImageType(bytes('GIF89a', 0x01, 0x00))).toBe('image/gif');
    expect(sniffImageType(bytes('GIF87a', 0x01, 0x00))).toBe('image/gif');
    expect(sniffImageType(bytes('RIFF', 0x24, 0, 0, 0, 'WEBPVP8 '))).toBe('image/webp');
  });

  it('refuses everything else, whatever it is called', () => {
    expect(sniffImageType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'))).toBeNull();
    expect(sniffImageType(Buffer.from('<html><body>not an image</body></html>'))).toBeNull();
    expect(sniffImageType(bytes('%PDF-1.7'))).toBeNull();
    expect(sniffImageType(bytes('RIFF', 0x24, 0, 0, 0, 'WAVEfmt '))).toBeNull();
    expect(sniffImageType(Buffer.alloc(0))).toBeNull();
  });

  it('refuses a bare signature with nothing after it', () => {
    expect(sniffImageType(bytes(0x89, 'PNG\r\n\x1a\n'))).toBeNull();
    expect(sniffImageType(bytes(0xff, 0xd8, 0xff))).toBeNull();
  });
});
