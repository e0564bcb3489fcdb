import { describe, expect, it } from "vitest";
import { formatForLog, redactSecrets } from "./redact.mjs";

const token = "q1w2e3r4t5y6u7i8o9p0a1s2d3f4g5h6j7k8l9z0x1c";
const apiKey = "sdk_live_Abc123_-Abc123_-Abc123_-Abc123_-Abc123_-xyz";

describe("redactSecrets", () => {
  it("hides a signer's token in page and API paths, keeping the rest of the path", () => {
    expect(redactSecrets(`POST /api/v1/sign/${token}/submit failed`)).toBe("POST /api/v1/sign/[redacted]/submit failed");
    expect(redactSecrets(`GET https://sign.example.com/sign/${token}?x=1`)).toBe("GET https://sign.example.com/sign/[redacted]?x=1");
  });

  it("hides API keys, webhook secrets, bearer values and presigned-URL signatures", () => {
    expect(redactSecrets(`key ${apiKey} refused`)).toBe("key sdk_live_[redacted] refused");
    expect(redactSecrets("secret whsec_AbC-123_xyz")).toBe("secret whsec_[redacted]");
    expect(redactSecrets("authorization: Bearer abc.def-ghi")).toBe("authorization: Bearer [redacted]");
    expect(redactSecrets("/api/storage/files/a.pdf?method=GET&expires=1&sig=AbC-_123")).toBe("/api/storage/files/a.pdf?method=GET&expires=1&sig=[redacted]");
    expect(redactSecrets("https://b.s3.amazonaws.com/k?X-Amz-Credential=AKIA%2F1&X-Amz-Signature=deadbeef")).toBe(
      "https://b.s3.amazonaws.com/k?X-Amz-Credential=[redacted]&X-Amz-Signature=[redacted]",
    );
  });

  it("hides the password of a connection string", () => {
    expect(redactSecrets("connect ECONNREFUSED postgres://signet:hunter2@10.0.0.5:5432/signet")).toBe(
      "connect ECONNREFUSED postgres://signet:[redacted]@10.0.0.5:5432/signet",
    );
  });

  it("leaves ordinary text alone", () => {
    const line = "[signet] job notify-signer #12 failed after 3 attempt(s): connect ECONNREFUSED 127.0.0.1:25";
    expect(redactSecrets(line)).toBe(line);
  });
});

describe("formatForLog", () => {
  it("formats like console.log, errors with their message, stack and cause, and redacts all of it", () => {
    const cause = new Error(`upstream answered 401 for ${apiKey}`);
    const error = new Error(`fetch /sign/${token}/document failed`, { cause });
    const line = formatForLog(`[api] POST /api/v1/sign/${token}/submit failed:`, error);
    expect(line).toContain("[api] POST /api/v1/sign/[redacted]/submit failed:");
    expect(line).toContain("fetch /sign/[redacted]/document failed");
    expect(line).toContain("sdk_live_[redacted]");
    expect(line).toContain("at "); // the stack is kept
    expect(line).not.toContain(token);
    expect(line).not.toContain(apiKey.slice("sdk_live_".length));
  });
});
