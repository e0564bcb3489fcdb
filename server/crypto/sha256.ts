import { createHash } from "node:crypto";

/** SHA-256 of bytes or UTF-8 text, as 64 lowercase hex characters. */
export function sha256Hex(data: Uint8Array | string): string {
  return createHash("sha256").update(data).digest("hex");
}
