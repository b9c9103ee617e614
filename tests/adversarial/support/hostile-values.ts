/** Values a hostile or clumsy client sends where well-formed input belongs. */
export const HUGE = 'x'.repeat(1_000_000);

/** Raw path segments a hostile client puts where an id belongs. */
export const BAD_SEGMENTS: [string, string][] = [
  ['a blank id', '%20'],
  ['a 2000-character id', 'a'.repeat(2000)],
  ['a NUL byte', '%00'],
  ['CRLF and a header', 'x%0D%0ASet-Cookie:%20a=b'],
  ['an emoji', '%F0%9F%98%80'],
  ['an encoded dot-dot', '%2E%2E'],
  ['an encoded slash', 'a%2Fb'],
  ['__proto__', '__proto__'],
  ['a script tag', '%3Cscript%3Ealert(1)%3C%2Fscript%3E'],
  ['SQL', "'%20OR%201=1--"],
];

/** Strings that are valid text but dangerous downstream (HTML, e-mail headers, terminals, logs). */
export const AWKWARD_STRINGS: [string, string][] = [
  ['a NUL character', 'a\u0000b'],
  ['CRLF with an e-mail header', 'a\r\nBcc: attacker@example.com'],
  ['a right-to-left override', '\u202Egnp.exe'],
  ['emoji', '😀'.repeat(20)],
  ['a lone surrogate', 'a\uD800b'],
  ['HTML', '<img src=x onerror=alert(1)>'],
  ['Sinhala and Tamil', 'අමාය தமிழ்'],
];

/** Strings a body carries where a document id belongs (a course, a file) that Firestore refuses as ids. */
export const RESERVED_IDS: [string, string][] = [
  ['a slash (a path, not an id)', 'a/b'],
  ['a reserved __name__ id', '__x__'],
  ['dot-dot', '..'],
];

export const WRONG_TYPES: [string, unknown][] = [
  ['a number', 42],
  ['a negative number', -1],
  ['a string', 'x'],
  ['a boolean', true],
  ['null', null],
  ['an array', []],
  ['an object', {}],
];

export const AWKWARD_NUMBERS: [string, number][] = [
  ['-1', -1],
  ['1e308', 1e308],
  ['-1e308', -1e308],
  ['2^53 + 1', 2 ** 53 + 1],
  ['0.5', 0.5],
];
