/** Everything the form PDFs show; the caller gathers it, the renderers only draw. */
import type { FormAnswer, FormBlock } from "@/lib/schemas/online-forms";

export type FormSignature = { type: "DRAWN"; imagePng: Uint8Array } | { type: "TYPED"; text: string };

export interface SignedFormRecipient {
  signOrder: number;
  name: string;
  signedAt: Date;
  /** The blocks this recipient saw, as the server decided with `visibleBlockIds` from lib/forms/visibility.ts. */
  visibleBlockIds: string[];
  /** By block id: TEXTAREA text, BOOLEAN true/false, MULTIPLE_CHOICE option id(s). */
  answers: Record<string, FormAnswer>;
  signature: FormSignature;
}

export interface SignedFormInput {
  subject: string;
  organizationName: string;
  /** "en" or "de"; anything else prints in English. */
  language: string;
  /** SHA-256 (hex) of the form's content, printed in every page's footer. */
  formContentSha256: string;
  blocks: FormBlock[];
  recipients: SignedFormRecipient[];
}

export interface UnsignedFormInput {
  subject: string;
  organizationName: string;
  language: string;
  blocks: FormBlock[];
}
