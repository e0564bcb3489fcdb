import { afterEach, describe, expect, it } from "vitest";
import { loadEnv, resetEnv } from "../env";
import { CLIENT_IP_HEADER, clientIp } from "./client-ip";

function request(headers: Record<string, string>): Request {
  return new Request("http://localhost:3000/api/v1/api-keys", { headers });
}

function withTrustProxy(value: string | undefined): void {
  if (value === undefined) delete process.env.TRUST_PROXY;
  else process.env.TRUST_PROXY = value;
  resetEnv();
}

afterEach(() => withTrustProxy(undefined));

describe("TRUST_PROXY", () => {
  it("is a number of trusted hops; true means one, false and unset none", () => {
    expect(loadEnv({}).TRUST_PROXY).toBe(0);
    expect(loadEnv({ TRUST_PROXY: "false" }).TRUST_PROXY).toBe(0);
    expect(loadEnv({ TRUST_PROXY: "true" }).TRUST_PROXY).toBe(1);
    expect(loadEnv({ TRUST_PROXY: "2" }).TRUST_PROXY).toBe(2);
    expect(() => loadEnv({ TRUST_PROXY: "yes" })).toThrow(/TRUST_PROXY/);
    expect(() => loadEnv({ TRUST_PROXY: "-1" })).toThrow(/TRUST_PROXY/);
  });
});

describe("the client IP", () => {
  it("without a trusted proxy is the socket address our server recorded, whatever X-Forwarded-For says", () => {
    expect(clientIp(request({ [CLIENT_IP_HEADER]: "192.0.2.7", "x-forwarded-for": "203.0.113.1" }))).toBe("192.0.2.7");
  });

  it("behind one proxy is the address that proxy saw: the rightmost entry, not a forged leftmost one", () => {
    withTrustProxy("1");
    const forged = request({ [CLIENT_IP_HEADER]: "10.0.0.2", "x-forwarded-for": "1.1.1.1, 203.0.113.5" });
    expect(clientIp(forged)).toBe("203.0.113.5");
  });

  it("accepts the old TRUST_PROXY=true as one hop", () => {
    withTrustProxy("true");
    expect(clientIp(request({ "x-forwarded-for": "6.6.6.6,203.0.113.5" }))).toBe("203.0.113.5");
  });

  it("behind two proxies counts two entries from the right", () => {
    withTrustProxy("2");
    const forwarded = request({ [CLIENT_IP_HEADER]: "10.0.0.3", "x-forwarded-for": "9.9.9.9, 203.0.113.8, 10.0.0.2" });
    expect(clientIp(forwarded)).toBe("203.0.113.8");
  });

  it("takes the farthest entry when fewer hops than trusted came through", () => {
    withTrustProxy("3");
    expect(clientIp(request({ [CLIENT_IP_HEADER]: "10.0.0.3", "x-forwarded-for": "203.0.113.8, 10.0.0.2" }))).toBe("203.0.113.8");
  });

  it("falls back to the socket address when a trusted proxy sent no X-Forwarded-For", () => {
    withTrustProxy("1");
    expect(clientIp(request({ [CLIENT_IP_HEADER]: "192.0.2.9" }))).toBe("192.0.2.9");
  });

  it("shows IPv4-mapped IPv6 addresses as IPv4", () => {
    expect(clientIp(request({ [CLIENT_IP_HEADER]: "::ffff:192.0.2.10" }))).toBe("192.0.2.10");
    withTrustProxy("1");
    expect(clientIp(request({ "x-forwarded-for": "::FFFF:203.0.113.77" }))).toBe("203.0.113.77");
    expect(clientIp(request({ "x-forwarded-for": "2001:db8::1" }))).toBe("2001:db8::1");
  });

  it("is unknown when nothing tells it", () => {
    expect(clientIp(request({}))).toBe("unknown");
  });
});
