/**
 * A typed client of the /api/v1 API: openapi-fetch over the types generated from the OpenAPI
 * document (schema.d.ts), so paths, parameters, bodies and answers are checked by the compiler.
 *
 *   const signet = createSignetClient({ baseUrl: "https://sign.example.com", apiKey });
 *   const { data, error } = await signet.GET("/signing-processes/{id}", { params: { path: { id } } });
 */
import createClient, { type Client } from "openapi-fetch";
import type { paths } from "./schema";

export type SignetClient = Client<paths>;

export interface SignetClientOptions {
  /** Where Signet runs, without /api/v1. */
  baseUrl: string;
  apiKey?: string;
  /** Another fetch, e.g. one that adds cookies or records requests. */
  fetch?: typeof globalThis.fetch;
}

export function createSignetClient(options: SignetClientOptions): SignetClient {
  return createClient<paths>({
    baseUrl: `${options.baseUrl.replace(/\/$/, "")}/api/v1`,
    headers: options.apiKey ? { "X-API-Key": options.apiKey } : undefined,
    fetch: options.fetch,
  });
}

export type { components, paths, webhooks } from "./schema";
