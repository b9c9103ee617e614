/** The image kinds the API stores as thumbnails (checked there by their bytes); the web refuses others before upload. */
export const THUMBNAIL_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
export type TImageType = (typeof THUMBNAIL_TYPES)[number];

const isThumbnailType = (type: string): type is TImageType => (THUMBNAIL_TYPES as readonly string[]).includes(type);

/**
 * Why a picked file cannot be a thumbnail: not an image at all (spec §5: 'Only image files are
 * allowed'), or an image of a kind the API does not store (SVG, AVIF, HEIC); undefined when it can.
 */
export function thumbnailTypeProblem(type: string): 'not-an-image' | 'unsupported-image' | undefined {
  if (isThumbnailType(type)) return undefined;
  return type.startsWith('image/') ? 'unsupported-image' : 'not-an-image';
}
