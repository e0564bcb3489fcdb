/** The 500 path of every /api/v1 route logs the failure; the log line must not carry the signer's token. */
import { afterEach, describe, expect, it, vi } from "vitest";
import { toErrorResponse } from "./api-route";

afterEach(() => vi.restoreAllMocks());

describe("toErrorResponse on an unexpected error", () => {
  it("logs the method, the path and the error with the signer's token redacted", async () => {
    const token = "q1w2e3r4t5y6u7i8o9p0a1s2d3f4g5h6j7k8l9z0x1c";
    const logged: string[] = [];
    vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => void logged.push(args.map(String).join(" ")));
    const response = toErrorResponse(new Request(`http://localhost:3000/api/v1/sign/${token}/submit`, { method: "POST" }), new Error(`boom at /sign/${token}`));
    expect(response.status).toBe(500);
    expect(logged).toHaveLength(1);
    expect(logged[0]).toContain("[api] POST /api/v1/sign/[redacted]/submit failed:");
    expect(logged[0]).toContain("boom at /sign/[redacted]");
    expect(logged[0]).not.toContain(token);
  });
});

describe("toErrorResponse on a client that went away", () => {
  it("logs one warning line without a stack, and no server error", () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const warnings: string[] = [];
    vi.spyOn(console, "warn").mockImplementation((...args: unknown[]) => void warnings.push(args.map(String).join(" ")));
    // What Node's request stream fails with when the connection closes mid-body.
    const aborted = Object.assign(new Error("aborted"), { code: "ECONNRESET" });
    const response = toErrorResponse(new Request("http://localhost:3000/api/v1/template-tags", { method: "POST" }), aborted);
    expect(response.status).toBe(400);
    expect(errors).not.toHaveBeenCalled();
    expect(warnings).toEqual(["[api] POST /api/v1/template-tags: the client aborted the request"]);
  });
});
