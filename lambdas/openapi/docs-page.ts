/**
 * The reference page: Scalar's API reference over GET /openapi.json. Everything it loads
 * comes from this API: no fonts, telemetry or assistant from elsewhere, so it works on a
 * machine with no internet. Its console sends requests to the API with a key the reader pastes.
 */
import { createHash } from 'node:crypto';

/** Scalar's options (https://scalar.com, "Configuration"). */
function referenceConfig(documentUrl: string) {
  return {
    url: documentUrl,
    withDefaultFonts: false,
    telemetry: false,
    agent: { disabled: true },
    showDeveloperTools: 'never',
    documentDownloadType: 'json',
    persistAuth: false,
    hideClientButton: true,
    defaultOpenAllTags: true,
    orderSchemaPropertiesBy: 'preserve',
  };
}

/** JSON that can sit inside a script element: no `<` can close it. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The page's own security headers: it runs only its own script and the one inline call (by
 * hash), talks only to this API, and may not be framed (clickjacking a pasted key). Scalar
 * sets styles inline, so styles may be inline.
 */
function securityHeaders(inlineScript: string): Record<string, string> {
  const hash = createHash('sha256').update(inlineScript, 'utf8').digest('base64');
  return {
    'content-security-policy': [
      "default-src 'none'",
      `script-src 'self' 'sha256-${hash}'`,
      "style-src 'self' 'unsafe-inline'",
      "connect-src 'self'",
      "img-src 'self' data:",
      "font-src 'self' data:",
      "base-uri 'none'",
      "form-action 'none'",
      "frame-ancestors 'none'",
    ].join('; '),
    'x-frame-options': 'DENY',
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
  };
}

export function docsPage({ documentUrl, scriptUrl }: { documentUrl: string; scriptUrl: string }): { html: string; headers: Record<string, string> } {
  const inline = `Scalar.createApiReference('#app', ${scriptJson(referenceConfig(documentUrl))});`;
  return { html: page(scriptUrl, inline), headers: securityHeaders(inline) };
}

function page(scriptUrl: string, inline: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Video Rendering API</title>
<link rel="icon" href="data:,">
</head>
<body>
<div id="app"></div>
<script src="${attribute(scriptUrl)}"></script>
<script>${inline}</script>
</body>
</html>
`;
}
