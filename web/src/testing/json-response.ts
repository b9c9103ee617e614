/** A fetch Response carrying `body` as JSON, for tests that stub `fetch`. */
export const jsonResponse = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
