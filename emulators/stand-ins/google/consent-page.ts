import { escapeHtml } from './http.ts';

const SCOPE_LABELS: Record<string, string> = {
  'https://www.googleapis.com/auth/youtube.upload': 'Manage your YouTube videos (upload)',
  'https://www.googleapis.com/auth/youtube.readonly': 'View your YouTube account',
};

/**
 * Google's consent screen, reduced to what a person decides on it: which account, which of the
 * requested permissions (granular consent lets them untick some), Allow or Cancel.
 */
export function consentPage(params: URLSearchParams, email: string, clientName: string): string {
  const hidden = [...params.entries()]
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('\n      ');
  const scopes = (params.get('scope') ?? '')
    .split(' ')
    .filter(Boolean)
    .map(
      (scope) =>
        `<label><input type="checkbox" name="granted_scope" value="${escapeHtml(scope)}" checked> ${escapeHtml(
          SCOPE_LABELS[scope] ?? scope,
        )}</label>`,
    )
    .join('\n        ');
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>Sign in - Google Accounts</title>
  <style>
    body { font-family: Arial, sans-serif; margin: 0; background: #f1f3f4; color: #202124; }
    main { max-width: 450px; margin: 40px auto; background: #fff; border: 1px solid #dadce0; border-radius: 8px; padding: 32px; }
    h1 { font-size: 22px; font-weight: 400; }
    fieldset { border: 0; padding: 0; display: grid; gap: 12px; margin: 24px 0; }
    .account { color: #5f6368; }
    .actions { display: flex; justify-content: flex-end; gap: 8px; }
    button { font-size: 14px; padding: 10px 24px; border-radius: 4px; border: 1px solid #dadce0; background: #fff; color: #1a73e8; cursor: pointer; }
    button[value="allow"] { background: #1a73e8; color: #fff; border-color: #1a73e8; }
  </style>
</head>
<body>
  <main>
    <h1>${escapeHtml(clientName)} wants to access your Google Account</h1>
    <p class="account">${escapeHtml(email)}</p>
    <form method="post" action="approve">
      ${hidden}
      <fieldset>
        <legend>Select what ${escapeHtml(clientName)} can access</legend>
        ${scopes}
      </fieldset>
      <div class="actions">
        <button type="submit" name="decision" value="deny">Cancel</button>
        <button type="submit" name="decision" value="allow">Allow</button>
      </div>
    </form>
  </main>
</body>
</html>`;
}

export function errorPage(title: string, detail: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Error</title></head>
<body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(detail)}</p></main></body></html>`;
}
