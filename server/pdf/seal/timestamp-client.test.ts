import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { startFakeTsa, type FakeTsaBehaviour } from "./testing/fake-tsa";
import { timestampImprint } from "./testing/cms-reader";
import { requestTimestampToken, TimestampError } from "./timestamp-client";

const digest = new Uint8Array(createHash("sha256").update("signature value").digest());

async function withTsa<T>(behaviour: FakeTsaBehaviour, call: (url: string) => Promise<T>): Promise<T> {
  const tsa = await startFakeTsa(behaviour);
  try {
    return await call(tsa.url);
  } finally {
    await tsa.close();
  }
}

describe("requestTimestampToken", () => {
  it("returns the granted token, which covers the digest asked for", async () => {
    const token = await withTsa("grant", (tsaUrl) => requestTimestampToken({ tsaUrl, digest }));
    expect(Buffer.from(timestampImprint(token)).equals(Buffer.from(digest))).toBe(true);
  });

  it.each([
    ["http-500", /HTTP 500/],
    ["garbage", /not a valid RFC 3161 response|not a TimeStampResp/],
    ["rejection", /refused the request \(status 2\)/],
    ["other-imprint", /covers different data/],
  ] as const)("throws a TimestampError when the TSA answers %s", async (behaviour, message) => {
    const attempt = withTsa(behaviour, (tsaUrl) => requestTimestampToken({ tsaUrl, digest }));
    await expect(attempt).rejects.toThrow(TimestampError);
    await expect(attempt).rejects.toThrow(message);
  });

  it("throws a TimestampError when the TSA cannot be reached", async () => {
    const closed = await withTsa("grant", async (tsaUrl) => tsaUrl);
    await expect(requestTimestampToken({ tsaUrl: closed, digest, timeoutMs: 2000 })).rejects.toThrow(TimestampError);
  });
});
