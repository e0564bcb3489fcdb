import { describe, expect, it } from "vitest";
import nextConfig from "../next.config";
import { buildCustomRoute } from "next/dist/lib/build-custom-route";
import { contentSecurityPolicy, embedContentSecurityPolicy, ruleMatches, securityHeaderRules, securityHeadersFor, strictTransportSecurity } from "./security-headers.mjs";

/** The headers sent for `path`: by Next.js from next.config.ts, by start.mjs for the /api/v1 lane. */
async function headersFor(path: string): Promise<Record<string, string>> {
  return Object.fromEntries(securityHeadersFor(path));
}

describe("security headers of every page and API answer (next.config.ts)", () => {
  it("are the same rules for Next.js and for the /api/v1 lane", async () => {
    expect(await nextConfig.headers!()).toEqual(securityHeaderRules());
  });

  it("apply by path, whatever the query", async () => {
    expect((await headersFor("/api/v1/sign/abc?x=/api"))["Referrer-Policy"]).toBe("no-referrer");
    expect((await headersFor("/api/v1/signing-processes?status=/sign/"))["Referrer-Policy"]).toBe("strict-origin-when-cross-origin");
    expect((await headersFor("/signature"))["Referrer-Policy"]).toBe("strict-origin-when-cross-origin");
  });

  it("forbid framing, sniffing and foreign scripts, and keep the referrer to the origin", async () => {
    for (const path of ["/", "/processes/3f1c1d2e-9a4b-4c1d-8e2f-0a1b2c3d4e5f", "/docs/api", "/api/v1/api-keys", "/api/health"]) {
      const headers = await headersFor(path);
      expect(headers["X-Frame-Options"]).toBe("DENY");
      expect(headers["X-Content-Type-Options"]).toBe("nosniff");
      expect(headers["Referrer-Policy"]).toBe("strict-origin-when-cross-origin");
      const csp = headers["Content-Security-Policy"]!;
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toMatch(/script-src 'self' 'unsafe-inline'(;|$| )/);
    }
  });

  it("send no referrer at all from a signer's pages and API, whose address holds the token", async () => {
    expect((await headersFor("/sign/abc"))["Referrer-Policy"]).toBe("no-referrer");
    expect((await headersFor("/api/v1/sign/abc/submit"))["Referrer-Policy"]).toBe("no-referrer");
  });

  it("leave the embedded signing page's framing to proxy.ts, with no X-Frame-Options", async () => {
    const embedded = await headersFor("/embed/sign/aGVsbG8?x=1");
    expect(embedded["Content-Security-Policy"]).toBeUndefined();
    expect(embedded["X-Frame-Options"]).toBeUndefined();
    expect(embedded["Referrer-Policy"]).toBe("no-referrer");
    expect(embedded["X-Content-Type-Options"]).toBe("nosniff");
    for (const path of ["/embed.js", "/embed/signx", "/embed", "/sign/embed/sign/x", "/api/v1/embed/sign/x"]) {
      expect((await headersFor(path))["X-Frame-Options"], path).toBe("DENY");
      expect((await headersFor(path))["Content-Security-Policy"], path).toContain("frame-ancestors 'none'");
    }
  });

  it("match paths as Next.js matches the same rules", () => {
    const paths = ["/", "/sign/abc", "/embed/sign/abc", "/embed/sign/a/b", "/embed/signx", "/embed.js", "/embed", "/api/v1/sign/abc/submit", "/docs/api"];
    for (const rule of securityHeaderRules()) {
      const regex = new RegExp(buildCustomRoute("header", rule).regex);
      for (const path of paths) expect(ruleMatches(rule.source, path), `${rule.source} on ${path}`).toBe(regex.test(path));
    }
  });

  it("let the embedded page be framed by its one origin, and nothing else change", () => {
    const policy = embedContentSecurityPolicy("https://shop.example.com");
    expect(policy).toContain("frame-ancestors https://shop.example.com");
    expect(policy.replace("frame-ancestors https://shop.example.com", "frame-ancestors 'none'")).toBe(contentSecurityPolicy());
  });

  it("allow eval only to the development server (React Refresh), never to a build", () => {
    expect(contentSecurityPolicy({ development: false })).not.toContain("unsafe-eval");
    expect(contentSecurityPolicy({ development: true })).toContain("'unsafe-eval'");
  });
});

describe("Strict-Transport-Security (set by scripts/start.mjs from APP_URL at run time)", () => {
  it("is sent only when the app is served over https", () => {
    expect(strictTransportSecurity("https://sign.example.com")).toBe("max-age=31536000; includeSubDomains");
    expect(strictTransportSecurity("http://localhost:3000")).toBeNull();
    expect(strictTransportSecurity(undefined)).toBeNull();
  });
});
