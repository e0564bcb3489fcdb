/**
 * The browser's only door to the server on the signing page: the signer API under
 * /api/v1/sign/{token}, authenticated by the token alone (API.md, "Signer API"), through the
 * typed client generated from the OpenAPI document (lib/api-client), so every path, body and
 * answer here is checked by the compiler against what the server declares.
 */
import { createSignetClient } from "@/lib/api-client/client";
import type { components } from "@/lib/api-client/schema";
import type { Language } from "@/lib/languages";
import type { FormAnswer } from "@/lib/schemas/online-forms";
import type { SignerView } from "@/server/services/signer/get-signer-view";
import type { signerPageTextSchema } from "@/server/services/signer/get-signer-page-text";
import type { z } from "zod";
import type { SigningProcessFiles } from "@/server/services/signing/signing-process-files";

export type { SignerView };
export type SignerField = SignerView["fields"][number];
export type SignedField = SignerView["signedFields"][number];
export type SignerDocument = NonNullable<SignerView["document"]>;
export type SignerFiles = SigningProcessFiles;
export type SignerPageText = z.infer<typeof signerPageTextSchema>;
export type FieldValue = string | boolean | null;
export type AdoptedSignature = { type: "DRAWN"; imagePng: string } | { type: "TYPED"; text: string };
export type SignerOutcome = components["schemas"]["SignerOutcome"];

export interface SubmitInput {
  fields: Record<string, string | boolean>;
  answers?: Record<string, FormAnswer>;
  signature?: AdoptedSignature;
  consent: true;
}

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

type ErrorBody = components["schemas"]["ErrorBody"];

/** What every call of the typed client settles to: the answer's `data`, or its error body. */
interface Answered<D> {
  data?: { data: D };
  // Note: a body that is not JSON (a proxy's error page) reaches us as its text.
  error?: ErrorBody | string;
  response: Response;
}

/** The answer's data, or a SignerApiError for a refusal or a server that could not be reached. */
async function settle<D>(pending: Promise<Answered<D>>): Promise<D> {
  let answered: Answered<D>;
  try {
    answered = await pending;
  } catch {
    throw new SignerApiError(0, null, []);
  }
  const { data, error, response } = answered;
  if (data) return data.data;
  const body = typeof error === "object" ? error : undefined;
  const message = body?.message;
  throw new SignerApiError(response.status, body?.code ?? null, Array.isArray(message) ? message : message ? [message] : [], body?.details ?? {});
}

/** A fetch that answers with the response the page's own script already started, or asks anew if that failed. */
function answeredBy(early: Promise<Response | null>, ask: typeof fetch): (request: Request) => Promise<Response> {
  return async (request) => (await early) ?? ask(request);
}

/** `connection`: by default the page's own origin, where the signing page is served by the API's app. */
/** `embedded`: the page lives in a frame on another site (docs/embedding.md); the code's proof cookie must suit it. */
export function signerClient(token: string, connection: { baseUrl?: string; fetch?: typeof fetch; embedded?: boolean } = {}) {
  const client = createSignetClient({ baseUrl: connection.baseUrl ?? "", fetch: connection.fetch });
  const params = { path: { token } };
  return {
    /** `early`: the response the page's own script started (early-view.ts), used instead of a new GET. */
    view: (early?: Promise<Response | null> | null): Promise<SignerView> =>
      settle(client.GET("/sign/{token}", { params, cache: "no-store", fetch: early ? answeredBy(early, connection.fetch ?? ((request) => fetch(request))) : undefined })),
    sendOtp: () => settle(client.POST("/sign/{token}/otp", { params, body: {}, cache: "no-store" })),
    verifyOtp: (code: string) =>
      settle(
        client.POST("/sign/{token}/otp/verify", {
          params: connection.embedded ? { ...params, header: { "Signet-Embedded": "1" as const } } : params,
          body: { code },
          cache: "no-store",
        }),
      ),
    submit: (input: SubmitInput): Promise<SignerOutcome> => settle(client.POST("/sign/{token}/submit", { params, body: input, cache: "no-store" })),
    decline: (reason: string): Promise<SignerOutcome> => settle(client.POST("/sign/{token}/decline", { params, body: { reason }, cache: "no-store" })),
    files: (): Promise<SignerFiles> => settle(client.GET("/sign/{token}/files", { params, cache: "no-store" })),
    pageText: (): Promise<SignerPageText> => settle(client.GET("/sign/{token}/text", { params, cache: "no-store" })),
    chooseLanguage: (language: Language) => settle(client.POST("/sign/{token}/language", { params, body: { language }, cache: "no-store" })),
  };
}

export type SignerApi = ReturnType<typeof signerClient>;

/** Answers that mean the page is out of date: the process or the signer moved on elsewhere. */
export function isStaleStateError(error: unknown): boolean {
  return (
    error instanceof SignerApiError &&
    (error.code === "PROCESS_NOT_ACTIVE" || error.code === "SIGNER_NOT_READY" || error.code === "INVALID_STATE" || error.code === "SIGNING_LINK_INVALID")
  );
}
