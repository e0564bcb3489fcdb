/** The /api/v1 operation that checks a PDF's seals (API.md, "Verification"); no key needed. */
import { VERIFY_MAX_BYTES, verificationSchema } from "@/lib/schemas/verification";
import { defineOperation } from "../operation";
import { verifyDocument } from "./verify-document";

export const verificationVerify = defineOperation({
  name: "verification.verify",
  method: "POST",
  path: "/verify",
  summary:
    "Check a PDF's seals and whether this installation issued it: VALID, VALID_ELSEWHERE, TAMPERED or NOT_SIGNED. The body is the PDF itself.",
  tag: "Verification",
  access: "public",
  throttle: ["burst", "verify"],
  rawBody: { mediaType: "application/pdf", maxBytes: VERIFY_MAX_BYTES },
  output: verificationSchema,
  status: 200,
  errors: ["INVALID_PDF"],
  handler: (ctx) => verifyDocument(ctx.db, ctx.rawBody ?? new Uint8Array()),
});

export const verificationOperations = [verificationVerify] as const;
