/**
 * The browser's only door to the server on the signing page: the signer API under
 * /api/v1/sign/{token}, authenticated by the token alone (API.md, "Signer API").
 */
import type { Language } from "@/lib/languages";
import type { FormAnswer } from "@/lib/schemas/online-forms";
import type { SignerView } from "@/server/services/signer/get-signer-view";
import type { signerPageTextSchema } from "@/server/services/signer/get-signer-page-text";
import type { z } from "zod";
import type { SigningProcessFiles } from "@/server/services/signing/signing-process-files";

export type { SignerView };
export type SignerField = SignerView["fields"][number];
export type SignerDocument = NonNullable<SignerView["document"]>;
export type SignerFiles = SigningProcessFiles;
export type SignerPageText = z.infer<typeof signerPageTextSchema>;
export type FieldValue = string | boolean | null;
export type AdoptedSignature = { type: "DRAWN"; imagePng: string } | { type: "TYPED"; text: string };

/** Every failure, as the API's error body describes it; `status` 0 means the server was not reached. */
export class SignerApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string | null,
    readonly messages: string[],
    readonly details: Record<string, unknown> = {},
  ) {
    super(messages.join("; "));
    this.name = "SignerApiError";
  }
}

interface ErrorBody {
  message?: string | string[];
  code?: string;
  details?: Record<string, unknown>;
}

interface CallOptions {
  method: "POST";
  body?: unknown;
}

/** `early`: the same GET already sent (the page's first view); sent again if it failed. */
async function call<T>(token: string, path: string, init?: CallOptions, early?: Promise<Response | null> | null): Promise<T> {
  let response: Response;
  try {
    response =
      (await early) ??
      (await fetch(`/api/v1/sign/${encodeURIComponent(token)}${path}`, {
        method: init?.method ?? "GET",
        headers: init ? { "Content-Type": "application/json" } : undefined,
        body: init ? JSON.stringify(init.body ?? {}) : undefined,
        cache: "no-store",
      }));
  } catch {
    throw new SignerApiError(0, null, []);
  }
  const body = (await response.json().catch(() => null)) as ({ data?: T } & ErrorBody) | null;
  if (!response.ok) {
    const message = body?.message;
    throw new SignerApiError(response.status, body?.code ?? null, Array.isArray(message) ? message : message ? [message] : [], body?.details ?? {});
  }
  return body?.data as T;
}

export function signerApi(token: string) {
  return {
    /** `early`: the response the page's own script started (early-view.ts), used instead of a new GET. */
    view: (early?: Promise<Response | null> | null) => call<SignerView>(token, "", undefined, early),
    sendOtp: () => call<{ sentTo: string; expiresAt: string }>(token, "/otp", { method: "POST" }),
    verifyOtp: (code: string) => call<{ verified: true }>(token, "/otp/verify", { method: "POST", body: { code } }),
    submit: (input: { fields: Record<string, string | boolean>; answers?: Record<string, FormAnswer>; signature?: AdoptedSignature; consent: true }) =>
      call<{ signer: { status: string }; process: { status: string } }>(token, "/submit", { method: "POST", body: input }),
    decline: (reason: string) => call<{ signer: { status: string }; process: { status: string } }>(token, "/decline", { method: "POST", body: { reason } }),
    files: () => call<SignerFiles>(token, "/files"),
    pageText: () => call<SignerPageText>(token, "/text"),
    chooseLanguage: (language: Language) => call<{ language: Language }>(token, "/language", { method: "POST", body: { language } }),
  };
}

export type SignerApi = ReturnType<typeof signerApi>;

/** Answers that mean the page is out of date: the process or the signer moved on elsewhere. */
export function isStaleStateError(error: unknown): boolean {
  return (
    error instanceof SignerApiError &&
    (error.code === "PROCESS_NOT_ACTIVE" || error.code === "SIGNER_NOT_READY" || error.code === "INVALID_STATE" || error.code === "SIGNING_LINK_INVALID")
  );
}
