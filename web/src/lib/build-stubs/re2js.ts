/**
 * Stands in (web/vite.config.ts alias) for re2js, a regular-expression engine of 40 kB gzip that the
 * Firestore SDK imports only to evaluate pipeline expressions (like, regex_contains, regex_match)
 * on the client. This app runs no pipelines; were one to use them, Firestore catches this error and
 * logs "Invalid regex pattern", and the alias should go.
 */
export const RE2JS = {
  compile(): never {
    throw new Error('re2js is not in this build: remove its alias in web/vite.config.ts to run Firestore pipeline regexes.');
  },
};
