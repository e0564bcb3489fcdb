/** POST /api/v1/verify (API.md, "Verification"): what the verifier answers, for the API and the /verify page. */
import { z } from "zod";

/** The largest PDF the verifier reads; a larger body answers 413. */
export const VERIFY_MAX_BYTES = 25 * 1024 * 1024;
/** Verifications per client IP and minute, besides the burst throttle. */
export const VERIFY_RATE_LIMIT_PER_MINUTE = 20;

export const VERDICTS = ["VALID", "VALID_ELSEWHERE", "TAMPERED", "NOT_SIGNED"] as const;
export type Verdict = (typeof VERDICTS)[number];

export const sha256HexSchema = z.string().regex(/^[0-9a-f]{64}$/);

export const verifiedSealSchema = z.object({
  valid: z.boolean(),
  coversWholeFile: z.boolean(),
  signer: z.string().nullable(),
  signedAt: z.iso.datetime().nullable(),
  timestamp: z.object({ time: z.iso.datetime(), authority: z.string().nullable() }).nullable(),
  longTermValidation: z.boolean(),
});

export const issuedHereSchema = z.object({
  kind: z.enum(["SIGNED_DOCUMENT", "COMPLETION_CERTIFICATE"]),
  subject: z.string(),
  completedAt: z.iso.datetime(),
  signers: z.array(z.object({ name: z.string(), signedAt: z.iso.datetime().nullable() })),
  auditLength: z.number().int(),
  auditHeadHash: sha256HexSchema,
});

export const verificationSchema = z.object({
  verdict: z.enum(VERDICTS),
  documentSha256: sha256HexSchema,
  seals: z.array(verifiedSealSchema),
  issuedHere: issuedHereSchema.nullable(),
});

export type Verification = z.output<typeof verificationSchema>;
export type IssuedHere = z.output<typeof issuedHereSchema>;
