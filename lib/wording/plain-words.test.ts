import { describe, expect, it } from "vitest";
import { readsAsPlainWords } from "./plain-words";

describe("readsAsPlainWords", () => {
  it("accepts sentences written for people", () => {
    expect(readsAsPlainWords("The template is archived; unarchive it to start signings")).toBe(true);
    expect(readsAsPlainWords("https://hooks.example.com is a private address")).toBe(true);
    expect(readsAsPlainWords("The upload must be a PDF under 25 MB, sent over HTTPS")).toBe(true);
  });

  it("refuses raw enum values, event codes and runtime error texts", () => {
    for (const raw of [
      "authPolicy AES_OTP",
      "this signer is COMPLETED",
      "process.created",
      "TRPCClientError: Failed to fetch",
      "Unexpected token '<' in JSON",
      "Cannot read properties of undefined (reading 'id')",
      "",
    ]) {
      expect(readsAsPlainWords(raw), raw).toBe(false);
    }
  });
});
