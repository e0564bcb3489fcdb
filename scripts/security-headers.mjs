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
export function contentSecurityPolicy({ development = false, frameAncestors = "'none'" } = {}) {
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
    `frame-ancestors ${frameAncestors}`,
  ].join("; ");
}

/**
 * The embedded signing page (docs/embedding.md): one origin may frame it, and which one is known
 * only per request, so proxy.ts sets its Content-Security-Policy, and no rule here gives it one
 * (nor X-Frame-Options, which would forbid every frame).
 */
export const EMBED_SIGN_PREFIX = "/embed/sign";
const NOT_EMBEDDED = "/((?!embed/sign/).*)";

/** The embedded signing page's policy: the same, framed by `origin` alone. */
export function embedContentSecurityPolicy(origin, { development = false } = {}) {
  return contentSecurityPolicy({ development, frameAncestors: origin });
}

/** headers() rules for next.config.ts; for a path both match, the later rule's value wins. */
export function securityHeaderRules({ development = false } = {}) {
  return [
    {
      source: "/:path*",
      headers: [
        { key: "X-Content-Type-Options", value: "nosniff" },
        { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
      ],
    },
    {
      source: NOT_EMBEDDED,
      headers: [
        { key: "Content-Security-Policy", value: contentSecurityPolicy({ development }) },
        { key: "X-Frame-Options", value: "DENY" },
      ],
    },
    // A signer's address holds their token (an embedded page's, its code): no other site may learn it from a Referer.
    ...["/sign/:path*", "/api/v1/sign/:path*", `${EMBED_SIGN_PREFIX}/:path*`].map((source) => ({ source, headers: [{ key: "Referrer-Policy", value: "no-referrer" }] })),
  ];
}

/** Whether a rule's source matches `pathname`: the `/prefix/:path*` rules and the one above. */
export function ruleMatches(source, pathname) {
  if (source === NOT_EMBEDDED) return !pathname.startsWith(`${EMBED_SIGN_PREFIX}/`);
  const prefix = source.replace(/\/:path\*$/, "");
  if (prefix === source) throw new Error(`securityHeadersFor cannot match ${source}`);
  return prefix === "" ? true : pathname === prefix || pathname.startsWith(`${prefix}/`);
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
    if (!ruleMatches(rule.source, pathname)) continue;
    for (const { key, value } of rule.headers) headers.set(key, value);
  }
  return headers;
}
