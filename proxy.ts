/**
 * The embedded signing page's door (docs/embedding.md). Its address opens once: this runs before
 * the page and consumes the code (server/http/embed-gate.ts). The one load that wins goes on to
 * the page, framed by its origin alone; a used or lapsed address answers 410 with a page saying
 * so (framed by the same origin, so the host shows why), an unknown one 404. Only proxy.ts can
 * answer 410: a page has no way to choose its status.
 */
import { NextResponse, type NextRequest } from "next/server";
import { preferredLanguage } from "@/lib/i18n/accept-language";
import { translate } from "@/lib/i18n/translate";
import { contentSecurityPolicy, EMBED_SIGN_PREFIX, embedContentSecurityPolicy } from "@/scripts/security-headers.mjs";
import { EMBED_GRANT_HEADER, publishedEmbedGate } from "@/server/http/embed-grant";

const development = process.env.NODE_ENV === "development";

function closedPage(request: NextRequest, status: 404 | 405 | 410 | 503, frameAncestors: string | null): NextResponse {
  const language = preferredLanguage(request.headers.get("accept-language")) ?? "en";
  const title = translate(language, "sign.embedClosed.title");
  const body = translate(language, "sign.embedClosed.body");
  const html = `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${title}</title></head><body style="font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;color:#0f172a"><h1 style="font-size:1.25rem">${title}</h1><p>${body}</p></body></html>`;
  return new NextResponse(html, {
    status,
    headers: {
      "content-type": "text/html; charset=utf-8",
      "cache-control": "no-store",
      "content-security-policy": frameAncestors ? embedContentSecurityPolicy(frameAncestors, { development }) : contentSecurityPolicy({ development }),
      ...(frameAncestors ? {} : { "x-frame-options": "DENY" }),
      ...(status === 405 ? { allow: "GET" } : {}),
    },
  });
}

export async function proxy(request: NextRequest): Promise<NextResponse> {
  // Note: a client's own grant header would open the page around the gate.
  const forwarded = new Headers(request.headers);
  forwarded.delete(EMBED_GRANT_HEADER);
  const code = request.nextUrl.pathname.slice(EMBED_SIGN_PREFIX.length + 1);
  // Only a browser's page load may use the one load up (a HEAD or a prefetch would spend it).
  if (request.method !== "GET" || code.includes("/")) return closedPage(request, request.method === "GET" ? 404 : 405, null);
  const gate = publishedEmbedGate();
  if (!gate) return closedPage(request, 503, null);
  const answer = await gate(code);
  if (answer.kind === "unknown") return closedPage(request, 404, null);
  if (answer.kind === "gone") return closedPage(request, 410, answer.origin);
  forwarded.set(EMBED_GRANT_HEADER, answer.id);
  const response = NextResponse.next({ request: { headers: forwarded } });
  response.headers.set("content-security-policy", embedContentSecurityPolicy(answer.origin, { development }));
  response.headers.set("cache-control", "no-store");
  return response;
}

export const config = { matcher: "/embed/sign/:path*" };
