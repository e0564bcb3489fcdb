/** Everything the completion certificate shows; the caller gathers it, the renderer only draws. */
import type { Language } from "@/lib/languages";
import type { AUTH_POLICIES, DISPATCH_MODES } from "@/server/db/schema/signing";

export interface CertificateProcess {
  id: string;
  subject: string;
  organizationName: string;
  createdAt: Date;
  completedAt: Date;
  language: Language;
}

export interface CertificateSigner {
  name: string;
  email: string | null;
  /** As shown to the signer, e.g. "+49 ••• ••• 42". */
  phoneMasked: string | null;
  roleLabel: string | null;
  signOrder: number;
  authPolicy: (typeof AUTH_POLICIES)[number];
  /** The process's dispatch mode: how the signer reached the signing page. */
  channel: (typeof DISPATCH_MODES)[number];
  otpVerifiedAt: Date | null;
  openedAt: Date | null;
  signedAt: Date | null;
  ip: string | null;
  userAgent: string | null;
  signatureType: "DRAWN" | "TYPED" | null;
}

export interface CertificateAuditEvent {
  sequence: number;
  type: string;
  occurredAt: Date;
  actorName: string | null;
  ip: string | null;
  hash: string;
  prevHash: string;
}

export interface CompletionCertificateInput {
  process: CertificateProcess;
  /** SHA-256 (hex) of the source PDF the signers saw, prefills applied. */
  sourceSha256: string;
  /** SHA-256 (hex) of the signed document as delivered (stamped and sealed), this certificate's companion. */
  finalSha256: string;
  /** The installation's address (APP_URL): the certificate prints its /verify page and a QR code of it. */
  appUrl?: string;
  signers: CertificateSigner[];
  auditEvents: CertificateAuditEvent[];
  chain: { valid: boolean; length: number; headHash: string | null; truncated?: boolean };
}
