/** The 500 path of every /api/v1 route logs the failure; the log line must not carry the signer's token. */
import { afterEach, describe, expect, it } from "vitest";
import { captureLogLines, type LogCapture } from "@/tests/support/log-lines";
import { toErrorResponse } from "./api-route";

let capture: LogCapture | undefined;
afterEach(() => capture?.restore());

describe("toErrorResponse on an unexpected error", () => {
  it("logs the method, the path and the error with the signer's token redacted", async () => {
    capture = captureLogLines();
    const token = "q1w2e3r4t5y6u7i8o9p0a1s2d3f4g5h6j7k8l9z0x1c";
    const response = toErrorResponse(new Request(`http://localhost:3000/api/v1/sign/${token}/submit`, { method: "POST" }), new Error(`boom at /sign/${token}`));
    expect(response.status).toBe(500);
    expect(capture.lines).toHaveLength(1);
    const [line] = capture.lines;
    expect(line).toMatchObject({ level: "error", msg: "[api] POST /api/v1/sign/[redacted]/submit failed" });
    expect(line!.err).toMatchObject({ type: "Error", message: "boom at /sign/[redacted]" });
    expect((line!.err as { stack: string }).stack).toContain("boom at /sign/[redacted]");
    expect(capture.raw[0]).not.toContain(token);
  });
});

describe("toErrorResponse on a client that went away", () => {
  it("logs one warning line without a stack, and no server error", () => {
    capture = captureLogLines();
    // What Node's request stream fails with when the connection closes mid-body.
    const aborted = Object.assign(new Error("aborted"), { code: "ECONNRESET" });
    const response = toErrorResponse(new Request("http://localhost:3000/api/v1/template-tags", { method: "POST" }), aborted);
    expect(response.status).toBe(400);
    expect(capture.lines.map(({ level, msg, err }) => ({ level, msg, err }))).toEqual([
      { level: "warn", msg: "[api] POST /api/v1/template-tags: the client aborted the request", err: undefined },
    ]);
  });
});
