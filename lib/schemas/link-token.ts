import { z } from "zod";

/** The token of an emailed link (server/crypto/link-token.ts): base64url of 32 bytes; anything else is not looked up. */
export function linkTokenSchema(message: string) {
  return z.string().regex(/^[A-Za-z0-9_-]{43}$/, { message });
}
