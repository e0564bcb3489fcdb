/**
 * What proxy.ts shares with the server: nothing here loads database code, so the proxy's bundle
 * stays small and opens no database of its own.
 */
import type { EmbedGateAnswer } from "../services/embed/embed-links";

export type EmbedGate = (code: string) => Promise<EmbedGateAnswer>;

/** The request header by which proxy.ts tells the page which embed link this load consumed. */
export const EMBED_GRANT_HEADER = "x-signet-embed-grant";

/** The gate server/http/embed-gate.ts published when the server started, if it has. */
export function publishedEmbedGate(): EmbedGate | undefined {
  return (globalThis as { __signetEmbedGate?: EmbedGate }).__signetEmbedGate;
}
