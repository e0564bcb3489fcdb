import { describe, expect, it } from "vitest";
import nextConfig from "../next.config";
import { contentSecurityPolicy, securityHeaderRules, securityHeadersFor, strictTransportSecurity } from "./security-headers.mjs";

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
