/**
 * The signer API (API.md, "Signer API"): the hosted signing page's operations. The token in the
 * path is the credential; the wrapper hands it over in the SignerContext with this browser's
 * OTP proof cookie.
 */
import { z } from "zod";
import { LANGUAGES } from "@/lib/languages";
import {
  declineSchema,
  otpVerifySchema,
  signerLanguageSchema,
  signerPagePathSchema,
  signerPageQuerySchema,
  signerTokenSchema,
  submitSchema,
} from "@/lib/schemas/signer";
import { attachmentDisposition } from "../../storage/content-disposition";
import { defineOperation, FileAnswer, OperationAnswer } from "../operation";
import { signingProcessFilesSchema } from "../signing/signing-process-files";
import { chooseSignerLanguage } from "./choose-signer-language";
import { declineSigning } from "./decline-signing";
import { getSignerDocument } from "./get-signer-document";
import { getSignerFiles } from "./get-signer-files";
import { getSignerPageImage } from "./get-signer-page-image";
import { getSignerPageText, signerPageTextSchema } from "./get-signer-page-text";
import { getSignerView, signerViewSchema } from "./get-signer-view";
import { otpProofCookie } from "./otp-proof";
import { otpSentSchema, sendSignerOtp } from "./send-signer-otp";
import { signerOutcomeSchema } from "./signer-session";
import { submitSignature } from "./submit-signature";
import { verifySignerOtp } from "./verify-signer-otp";

const tag = "Signer";
const errors = ["SIGNING_LINK_INVALID"] as const;
const acting = [...errors, "PROCESS_NOT_ACTIVE", "SIGNER_NOT_READY"] as const;

export const signerView = defineOperation({
  name: "signer.view",
  method: "GET",
  path: "/sign/{token}",
  summary: "What the signer sees: the process, their slot, the OTP state, the document and their fields.",
  tag,
  access: "signer",
  params: signerTokenSchema,
  output: signerViewSchema,
  status: 200,
  errors,
  handler: getSignerView,
});

export const signerDocument = defineOperation({
  name: "signer.document",
  method: "GET",
  path: "/sign/{token}/document",
  summary: "The PDF to sign (prefills applied), as bytes; X-Document-SHA256 carries its hash.",
  tag,
  access: "signer",
  params: signerTokenSchema,
  output: z.never(),
  produces: "application/pdf",
  status: 200,
  errors: [...errors, "NOT_FOUND"],
  handler: async (ctx) => {
    const document = await getSignerDocument(ctx);
    return new FileAnswer(new Uint8Array(document.bytes), {
      "Content-Type": "application/pdf",
      "Content-Disposition": attachmentDisposition(document.fileName),
      "Cache-Control": "private, no-store",
      "X-Document-SHA256": document.sha256,
    });
  },
});

export const signerPageImage = defineOperation({
  name: "signer.pageImage",
  method: "GET",
  path: "/sign/{token}/pages/{page}",
  summary: "One page of the document as a WebP image, 1000 px wide (the preview) or 2000 px (for zooming; made on first request).",
  tag,
  access: "signer",
  params: signerPagePathSchema,
  query: signerPageQuerySchema,
  output: z.never(),
  produces: "image/webp",
  status: 200,
  errors: [...errors, "NOT_FOUND"],
  handler: async (ctx, input) =>
    new FileAnswer(new Uint8Array(await getSignerPageImage(ctx, input)), {
      "Content-Type": "image/webp",
      // The token is in the address: no shared cache may keep it. The image never changes.
      "Cache-Control": "private, max-age=86400, immutable",
    }),
});

export const signerPageText = defineOperation({
  name: "signer.pageText",
  method: "GET",
  path: "/sign/{token}/text",
  summary: "Every page's text in reading order, the accessible alternative to the page images (read from the PDF on first request for older documents).",
  tag,
  access: "signer",
  params: signerTokenSchema,
  output: signerPageTextSchema,
  status: 200,
  errors: [...errors, "NOT_FOUND"],
  handler: getSignerPageText,
});

export const signerFiles = defineOperation({
  name: "signer.files",
  method: "GET",
  path: "/sign/{token}/files",
  summary: "Once the process is COMPLETED, the signer's own copy of the signed files.",
  tag,
  access: "signer",
  params: signerTokenSchema,
  output: signingProcessFilesSchema,
  status: 200,
  errors: [...errors, "SIGNING_PROCESS_NOT_COMPLETED"],
  handler: getSignerFiles,
});

export const signerSendOtp = defineOperation({
  name: "signer.sendOtp",
  method: "POST",
  path: "/sign/{token}/otp",
  summary: "Text the signer a one-time code (AES_OTP); at most five per signing.",
  tag,
  access: "signer",
  params: signerTokenSchema,
  // Nothing is read from the body, but a body that is sent must still be JSON.
  body: z.object({}),
  output: otpSentSchema,
  status: 200,
  errors: [...acting, "INVALID_STATE", "SMS_RETRY_LIMIT", "SMS_DELIVERY_FAILED"],
  handler: sendSignerOtp,
});

export const signerVerifyOtp = defineOperation({
  name: "signer.verifyOtp",
  method: "POST",
  path: "/sign/{token}/otp/verify",
  summary: "Check the one-time code; a right one sets this browser's proof cookie for 15 minutes.",
  tag,
  access: "signer",
  params: signerTokenSchema,
  body: otpVerifySchema,
  // The embedded signing page (docs/embedding.md) asks for a cookie a cross-site frame keeps.
  headers: z.object({ signetEmbedded: z.literal("1").optional() }),
  output: z.object({ verified: z.literal(true) }),
  status: 200,
  errors: [...acting, "INVALID_STATE", "OTP_INVALID", "OTP_EXPIRED", "OTP_ATTEMPTS_EXCEEDED"],
  handler: async (ctx, { signetEmbedded, ...input }) => {
    const { proof } = await verifySignerOtp(ctx, input);
    const cookie = proof ? otpProofCookie(ctx.token, proof, { embedded: signetEmbedded === "1" }) : null;
    return new OperationAnswer({ verified: true } as const, 200, cookie ? { "Set-Cookie": cookie } : {});
  },
});

export const signerSubmit = defineOperation({
  name: "signer.submit",
  method: "POST",
  path: "/sign/{token}/submit",
  summary: "Sign: field values, the adopted signature and consent.",
  tag,
  access: "signer",
  params: signerTokenSchema,
  body: submitSchema,
  output: signerOutcomeSchema,
  status: 200,
  errors: [...acting, "OTP_REQUIRED", "INVALID_STATE"],
  handler: submitSignature,
});

export const signerDecline = defineOperation({
  name: "signer.decline",
  method: "POST",
  path: "/sign/{token}/decline",
  summary: "Refuse to sign: the slot and the whole process end DECLINED. Under AES_OTP, only after the texted code, as for a submit.",
  tag,
  access: "signer",
  params: signerTokenSchema,
  body: declineSchema,
  output: signerOutcomeSchema,
  status: 200,
  errors: [...acting, "OTP_REQUIRED"],
  handler: declineSigning,
});

export const signerLanguage = defineOperation({
  name: "signer.language",
  method: "POST",
  path: "/sign/{token}/language",
  summary: "The signer chooses the language of the signing page (and of the emails still to come to them).",
  tag,
  access: "signer",
  params: signerTokenSchema,
  body: signerLanguageSchema,
  output: z.object({ language: z.enum(LANGUAGES) }),
  status: 200,
  errors,
  handler: chooseSignerLanguage,
});

export const signerOperations = [signerView, signerDocument, signerPageImage, signerPageText, signerFiles, signerSendOtp, signerVerifyOtp, signerSubmit, signerDecline, signerLanguage];
