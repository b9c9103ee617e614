/** The image kinds the API stores as thumbnails (checked there by their bytes); the web refuses others before upload. */
export const THUMBNAIL_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
export type TImageType = (typeof THUMBNAIL_TYPES)[number];

export const isThumbnailType = (type: string): type is TImageType => (THUMBNAIL_TYPES as readonly string[]).includes(type);
