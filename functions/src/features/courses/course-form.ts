import type { Request } from 'express';
import { AppError } from '../../http/errors.js';
import { parseMultipart } from '../../http/multipart.js';
import { parseOrThrow } from '../../http/validate.js';
import { sniffImageType } from '../../lib/image-type.js';
import type { TImageType } from '../../shared/image-types.js';
import { sanitizeRichText } from '../../lib/sanitize-rich-text.js';
import { hasRichText } from '../../shared/rich-text.js';
import { MAX_COURSE_IMAGE_BYTES, ZCourseFields, type TCourseFields } from '../../shared/schemas/courses.js';

export interface CourseForm {
  fields: TCourseFields;
  image: { data: Buffer; type: TImageType } | undefined;
}

const NOT_AN_IMAGE = 'The thumbnail must be a PNG, JPEG, WebP or GIF image.';

/**
 * The create/update dialog's multipart body: validated fields, the description sanitised, and the
 * thumbnail checked by its bytes (a renamed script is refused whatever its declared type says).
 * Nothing is stored here: every check runs before the caller writes anything.
 */
export async function readCourseForm(req: Request, options: { imageRequired: boolean }): Promise<CourseForm> {
  const body = await parseMultipart(req, { maxFileBytes: MAX_COURSE_IMAGE_BYTES, maxFiles: 1, maxFields: 20 });
  const fields = parseOrThrow(ZCourseFields, body.fields);
  // An empty file input still sends a part: no bytes means no image.
  const file = body.files.find((f) => f.field === 'image' && f.data.length > 0);
  if (!file && options.imageRequired) {
    throw new AppError('invalid-argument', 'Choose a thumbnail image.', { image: 'Choose a thumbnail image.' });
  }
  let image: CourseForm['image'];
  if (file) {
    const type = sniffImageType(file.data);
    if (!type) throw new AppError('invalid-argument', NOT_AN_IMAGE, { image: NOT_AN_IMAGE });
    image = { data: file.data, type };
  }
  const description = await sanitizeRichText(fields.description);
  if (!hasRichText(description)) {
    throw new AppError('invalid-argument', 'Enter a description.', { description: 'Enter a description.' });
  }
  return { fields: { ...fields, description }, image };
}
