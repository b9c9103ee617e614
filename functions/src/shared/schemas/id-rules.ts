/**
 * A Firestore document id taken from a URL or a body: Firestore refuses ids with a slash (after decoding,
 * `%2F` is one), `.` and `..`, and ids of the form `__name__`. Refusing them here answers 400
 * instead of letting the Admin SDK throw inside a handler. Free of zod, like the other *-rules modules.
 */
export const isDocumentId = (id: string) => !id.includes('/') && id !== '.' && id !== '..' && !/^__.*__$/.test(id);
