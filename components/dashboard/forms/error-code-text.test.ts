import { describe, expect, it } from "vitest";
import { expectPlainWords } from "@/lib/wording/testing/expect-plain-words";
import type { ErrorCode } from "@/server/errors";
import { ERROR_CODE_TEXT, errorCodeText } from "./error-code-text";

describe("error codes in plain words", () => {
  // The record is typed Record<ErrorCode, string>, so its keys are every code server/errors.ts defines.
  it("has a plain sentence for every error code the server defines", () => {
    for (const code of Object.keys(ERROR_CODE_TEXT) as ErrorCode[]) expectPlainWords(ERROR_CODE_TEXT[code], code);
  });

  it("words a generic tRPC condition that carries no code of ours", () => {
    expect(errorCodeText(null, "UNAUTHORIZED")).toBe(ERROR_CODE_TEXT.UNAUTHENTICATED);
    expect(errorCodeText("QUOTA_EXCEEDED", "FORBIDDEN")).toBe(ERROR_CODE_TEXT.QUOTA_EXCEEDED);
    expect(errorCodeText(null, "TIMEOUT")).toBeNull();
  });
});
