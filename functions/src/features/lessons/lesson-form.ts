import type { Request } from 'express';
import { AppError } from '../../http/errors.js';
import { parseMultipart } from '../../http/multipart.js';
import { parseOrThrow } from '../../http/validate.js';
import { sniffImageType } from '../../lib/image-type.js';
import type { TImageType } from '../../shared/image-types.js';
import { sanitizeRichText } from '../../lib/sanitize-rich-text.js';
import { hasRichText } from '../../shared/rich-text.js';
import { MAX_LESSON_THUMBNAIL_BYTES, type TLessonType } from '../../shared/schemas/lesson-rules.js';
import { ZCreateLessonRequest, type TCreateLessonRequest } from '../../shared/schemas/lessons.js';
import { toVideoEmbed, type VideoEmbed } from '../../shared/video-links.js';

export interface LessonForm {
  fields: TCreateLessonRequest;
  thumbnail: { data: Buffer; type: TImageType } | undefined;
  /** The embeddable form of `videoUrl`, when a link was given. */
  embed: VideoEmbed | undefined;
}

const invalid = (field: string, message: string) => new AppError('invalid-argument', message, { [field]: message });

/**
 * Spec §5's rules that depend on the lesson type: a video lesson needs its video (a file or a link),
 * and only it has one (students are shown no video in the others).
 */
function checkMedia(type: TLessonType, fields: TCreateLessonRequest) {
  if (type !== 'video') {
    if (fields.fileId) throw invalid('fileId', 'Only video lessons take a video file.');
    if (fields.videoUrl) throw invalid('videoUrl', 'Only video lessons can have a video link.');
    return;
  }
  if (fields.fileId && fields.videoUrl) throw invalid('videoUrl', 'Send a video file or a video link, not both.');
  if (!fields.fileId && !fields.videoUrl) throw invalid('fileId', 'Video file required for video type lessons');
  if (fields.fileId && fields.status === 'draft') {
    throw invalid('status', 'An uploaded video is published when it is ready; it cannot be saved as a draft.');
  }
}

/**
 * The lesson form's multipart body, every check done before anything is stored: fields (publish
 * rules included), the type's media rules, the thumbnail's real image type, sanitised content.
 */
export async function readLessonForm(req: Request, type: TLessonType): Promise<LessonForm> {
  const body = await parseMultipart(req, { maxFileBytes: MAX_LESSON_THUMBNAIL_BYTES, maxFiles: 1, maxFields: 30 });
  const fields = parseOrThrow(ZCreateLessonRequest, { status: 'published', ...body.fields });
  checkMedia(type, fields);

  const file = body.files.find((f) => f.field === 'image' && f.data.length > 0);
  let thumbnail: LessonForm['thumbnail'];
  if (file) {
    const imageType = sniffImageType(file.data);
    if (!imageType) throw invalid('image', 'Only image files are allowed');
    thumbnail = { data: file.data, type: imageType };
  }
  const content = await sanitizeRichText(fields.content);
  if (fields.status === 'published' && !hasRichText(content)) throw invalid('content', 'Add the lesson content.');
  const embed = fields.videoUrl ? (toVideoEmbed(fields.videoUrl) ?? undefined) : undefined;
  return { fields: { ...fields, content }, thumbnail, embed };
}
