/**
 * The reference page: Scalar's API reference over GET /openapi.json. Everything it loads
 * comes from this API: no fonts, telemetry or assistant from elsewhere, so it works on a
 * machine with no internet. Its console sends requests to the API with a key the reader pastes.
 */

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

export function docsPage({ documentUrl, scriptUrl }: { documentUrl: string; scriptUrl: string }): string {
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
<script>Scalar.createApiReference('#app', ${scriptJson(referenceConfig(documentUrl))});</script>
</body>
</html>
`;
}
