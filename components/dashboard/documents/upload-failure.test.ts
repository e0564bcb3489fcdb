import { TRPCClientError } from "@trpc/client";
import { describe, expect, it } from "vitest";
import { StorageUploadError } from "./put-with-progress";
import { uploadFailureOf } from "./upload-failure";

function refusal(message: string, appCode: string, appDetails: Record<string, unknown> | null) {
  const shape = { code: -32600, message, data: { code: "BAD_REQUEST", httpStatus: 400, appCode, appDetails, validation: null } };
  return new TRPCClientError(message, { result: { error: shape } as never });
}

describe("what a failed upload tells the person who chose the file", () => {
  it.each([
    ["DAMAGED", "The PDF could not be read: Invalid object ref: 4 0 R", "This file is damaged and cannot be read as a PDF."],
    ["ENCRYPTED", "The PDF is encrypted; upload a copy without a password or restrictions", "This PDF is protected by a password"],
    ["TOO_MANY_PAGES", "The PDF has 101 pages; the FREE plan allows at most 100 pages per PDF", "more pages than your plan allows"],
    ["TOO_SLOW", "The PDF could not be read: Reading the PDF took longer than 20 s and was stopped", "took too long"],
  ])("INVALID_PDF %s: a sentence for the reason, the server's words folded", (reason, message, sentence) => {
    const failure = uploadFailureOf(refusal(message, "INVALID_PDF", { reason }));
    expect(failure.sentence).toContain(sentence);
    expect(failure.sentence).not.toContain(message);
    expect(failure.technical).toBe(message);
  });

  it("a reason it does not know reads as a damaged file", () => {
    expect(uploadFailureOf(refusal("odd", "INVALID_PDF", { reason: "SOMETHING_NEW" })).sentence).toMatch(/^This file is damaged/);
  });

  it("names the per-file limit, and tells a full storage apart", () => {
    const tooBig = refusal("The FREE plan allows pdfSizeBytes up to 10485760", "QUOTA_EXCEEDED", { quota: "pdfSizeBytes", limit: 10 * 1024 * 1024, used: 0 });
    expect(uploadFailureOf(tooBig).sentence).toBe("This file is larger than your plan allows (10 MB per file). Make it smaller, or move to a larger plan.");
    const full = refusal("The FREE plan allows storageBytes up to 104857600", "QUOTA_EXCEEDED", { quota: "storageBytes", limit: 104857600, used: 1 });
    expect(uploadFailureOf(full).sentence).toMatch(/^Your organization's storage is full\./);
  });

  it("an expired session or a short file reads as an interrupted upload", () => {
    const mismatch = refusal("The uploaded file has 10 bytes but 20 were declared", "UPLOAD_SIZE_MISMATCH", { declaredBytes: 20, storedBytes: 10 });
    expect(uploadFailureOf(mismatch)).toEqual({
      sentence: "The upload was interrupted before the whole file arrived. Upload it again.",
      technical: "The uploaded file has 10 bytes but 20 were declared",
    });
  });

  it("a broken connection says so; a storage refusal keeps its words folded", () => {
    expect(uploadFailureOf(new StorageUploadError("The upload was interrupted. Check your connection and try again.", false))).toEqual({
      sentence: "The upload was interrupted. Check your connection and try again.",
      technical: null,
    });
    const refused = uploadFailureOf(new StorageUploadError("The storage refused the file: SignatureDoesNotMatch", true));
    expect(refused).toEqual({ sentence: "The storage did not accept the file. Try again in a moment.", technical: "The storage refused the file: SignatureDoesNotMatch" });
  });
});
