import type { ApiRequest } from '../route-cases.ts';
import type { Expectation, MalformedCase } from './malformed.ts';
import { RESERVED_IDS } from './hostile-values.ts';

/** A multipart body, built by hand so that it can be cut short. */
export function multipartBody(form: NonNullable<ApiRequest['multipart']>, boundary: string): Buffer {
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(form.fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const file of form.files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.filename}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(parts);
}

export function multipartCases(
  base: ApiRequest,
  raw: (name: string, body: Buffer | string, contentType: string | undefined, expect: Expectation) => MalformedCase,
): MalformedCase[] {
  const form = base.multipart;
  if (!form) throw new Error('a multipart route needs a well-formed multipart request in ROUTE_CASES');
  const boundary = 'adversarialBoundary7MA4YWxk';
  const type = `multipart/form-data; boundary=${boundary}`;
  const whole = multipartBody(form, boundary);
  const cases = [
    raw('a multipart body cut off halfway', whole.subarray(0, Math.floor(whole.length / 2)), type, 'reject'),
    raw(
      'a multipart body without its closing boundary',
      whole.subarray(0, whole.length - `--${boundary}--\r\n`.length),
      type,
      'reject',
    ),
    raw('multipart/form-data without a boundary', whole, 'multipart/form-data', 'reject'),
    raw('a boundary that is not in the body', whole, 'multipart/form-data; boundary=somethingElse', 'reject'),
    raw('JSON instead of multipart', JSON.stringify(form.fields), 'application/json', 'reject'),
  ];
  for (const field of Object.keys(form.fields)) {
    const { [field]: _dropped, ...fields } = form.fields;
    cases.push(raw(`form field ${field} missing`, multipartBody({ ...form, fields }, boundary), type, 'reject'));
    cases.push(
      raw(
        `form field ${field} is 2 MB long`,
        multipartBody({ ...form, fields: { ...form.fields, [field]: 'x'.repeat(2_000_000) } }, boundary),
        type,
        'reject',
      ),
    );
    // Whether or not the route accepts it, never a 5xx (a course or file id the database refuses).
    for (const [label, value] of RESERVED_IDS) {
      const changed = multipartBody({ ...form, fields: { ...form.fields, [field]: value } }, boundary);
      cases.push(raw(`form field ${field} is ${label}`, changed, type, 'tolerate'));
    }
  }
  for (const file of form.files) {
    cases.push(
      raw(
        `file ${file.field} missing`,
        multipartBody({ ...form, files: form.files.filter((f) => f !== file) }, boundary),
        type,
        'reject',
      ),
    );
  }
  return cases;
}
