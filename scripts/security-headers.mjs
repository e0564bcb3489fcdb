/**
 * The security headers of every page and API answer. next.config.ts serves them through
 * headers(), which Next.js evaluates when it builds (and when `next dev` starts), so they
 * cannot depend on run-time settings. Strict-Transport-Security depends on APP_URL, known only
 * when the server starts: scripts/start.mjs adds it per request. Plain JavaScript, because
 * start.mjs runs in node itself, unbundled.
 */

/**
 * What the pages need: Next.js's inline bootstrap scripts and styles ('unsafe-inline'; dev
 * mode's React Refresh also evaluates code), images as data: and blob: URLs (the signature
 * pad, previews before upload), and https: for images and requests because with S3 configured
 * previews and presigned uploads live on the bucket's origin, which is known only at run time.
 */
export function contentSecurityPolicy({ development = false } = {}) {
  return [
    "default-src 'self'",
    `script-src 'self' 'unsafe-inline'${development ? " 'unsafe-eval'" : ""}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    "connect-src 'self' https:",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/** headers() rules for next.config.ts; for a path both match, the later rule's value wins. */
export function securityHeaderRules({ development = false } = {}) {
  return [
    {
      source: "/:path*",
      headers: [
        { key: "Content-Security-Policy", value: contentSecurityPolicy({ development }) },
        { key: "X-Frame-Options", value: "DENY" },
        { key: "X-Content-Type-Options", value: "nosniff" },
        { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
      ],
    },
    // A signer's address holds their token: no other site may learn it from a Referer.
    ...["/sign/:path*", "/api/v1/sign/:path*"].map((source) => ({ source, headers: [{ key: "Referrer-Policy", value: "no-referrer" }] })),
  ];
}

/** The Strict-Transport-Security value when the app is served over https, else null. */
export function strictTransportSecurity(appUrl) {
  if (!appUrl) return null;
  try {
    return new URL(appUrl).protocol === "https:" ? "max-age=31536000; includeSubDomains" : null;
  } catch {
    return null;
  }
}

/**
 * The headers the production rules give a path, as Next.js would apply them (a later rule's
 * value wins), for the answers scripts/start.mjs sends without Next.js (the /api/v1 lane).
 */
export function securityHeadersFor(url) {
  const pathname = url.split("?", 1)[0];
  const headers = new Map();
  for (const rule of securityHeaderRules()) {
    const prefix = rule.source.replace(/\/:path\*$/, "");
    if (prefix === rule.source) throw new Error(`securityHeadersFor cannot match ${rule.source}`);
    if (pathname !== prefix && !pathname.startsWith(`${prefix}/`)) continue;
    for (const { key, value } of rule.headers) headers.set(key, value);
  }
  return headers;
}
