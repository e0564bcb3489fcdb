/**
 * The gate of the embedded signing page, for proxy.ts: consumes the code of one page load
 * (server/services/embed/embed-links.ts). Published on globalThis when the server starts
 * (server/boot.ts), as the /api/v1 lane is, so the proxy's bundle carries no database code and
 * opens no database of its own.
 */
import { getDb } from "../db/client";
import { openEmbedLink } from "../services/embed/embed-links";
import type { EmbedGate } from "./embed-grant";

export function publishEmbedGate(gate: EmbedGate = async (code) => openEmbedLink(await getDb(), code)): void {
  (globalThis as { __signetEmbedGate?: EmbedGate }).__signetEmbedGate = gate;
}
