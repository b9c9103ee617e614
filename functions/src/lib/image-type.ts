import type { TImageType } from '../shared/image-types.js';

const startsWith = (data: Buffer, bytes: number[], offset = 0) => bytes.every((byte, i) => data[offset + i] === byte);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** The image type `data` really is (a declared type or file name proves nothing), or null when its bytes are not a PNG, JPEG, WebP or GIF. */
export function sniffImageType(data: Buffer): TImageType | null {
  if (startsWith(data, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) && data.length > 8) return 'image/png';
  if (startsWith(data, [0xff, 0xd8, 0xff]) && data.length > 3) return 'image/jpeg';
  if ((startsWith(data, ascii('GIF87a')) || startsWith(data, ascii('GIF89a'))) && data.length > 6) return 'image/gif';
  if (startsWith(data, ascii('RIFF')) && startsWith(data, ascii('WEBP'), 8) && data.length > 12) return 'image/webp';
  return null;
}
