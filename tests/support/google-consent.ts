/**
 * Drives the Google OAuth stand-in's consent screen over HTTP, as a person clicking on it would:
 * the page is fetched, then its form is submitted with the chosen permissions and button.
 * Resolves with where Google sends the browser back (the app's callback URL with code and state).
 */
export async function answerConsent(
  authUrl: string,
  options: { decision?: 'allow' | 'deny'; grantedScopes?: string[] } = {},
): Promise<URL> {
  const url = new URL(authUrl);
  const page = await fetch(url);
  if (page.status !== 200) throw new Error(`consent page: ${page.status} ${await page.text()}`);
  const form = new URLSearchParams(url.searchParams);
  form.set('decision', options.decision ?? 'allow');
  for (const scope of options.grantedScopes ?? (url.searchParams.get('scope') ?? '').split(' '))
    form.append('granted_scope', scope);
  const answer = await fetch(new URL('approve', url), { method: 'POST', body: form, redirect: 'manual' });
  const location = answer.headers.get('location');
  if (answer.status !== 302 || !location) throw new Error(`consent: ${answer.status} ${await answer.text()}`);
  return new URL(location);
}
