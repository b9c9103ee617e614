import * as z from 'zod/mini';

/**
 * zod/mini loads no locale: without one, every message zod words itself reads "Invalid input".
 * The server quotes them in 400 answers (`Invalid option: expected one of "en"|"si"|"ta"`) and in
 * configuration errors, so each server module that reports zod's messages imports this, as
 * classic zod loaded English. The web app shows its own translated messages and leaves it out.
 */
z.config(z.locales.en());
// A field that is not there at all: say so, rather than "expected string, received undefined".
z.config({
  customError: (issue) => (issue.code === 'invalid_type' && issue.input === undefined ? 'This field is required.' : undefined),
});
