const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/**
 * A page that sends the visitor on to `to`: a meta refresh without JavaScript,
 * and with JavaScript a replace that keeps the back button clean.
 */
export function redirectPage(to: string): string {
  const href = escapeHtml(to);
  const internal = to.startsWith("/");
  // Internal targets keep the query and hash the visitor came with.
  const target = internal ? `${JSON.stringify(to)}+location.search+location.hash` : JSON.stringify(to);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Redirecting…</title>
<link rel="canonical" href="${href}">
<meta http-equiv="refresh" content="0; url=${href}">
<script>location.replace(${target})</script>
</head>
<body>
<p>This page has moved to <a href="${href}">${href}</a>.</p>
</body>
</html>
`;
}
