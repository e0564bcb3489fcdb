/**
 * Endpoint secrets: `whsec_` + 32 random bytes (base64url). The string as written is the HMAC
 * key. It is kept sealed with SECRET_KEY (AES-256-GCM), because every delivery needs it back;
 * it leaves the server only in the create and rotate-secret answers.
 */
import { randomBytes } from "node:crypto";
import { open, seal } from "../../crypto/secret-box";

const PURPOSE = "webhook-secret";

export function generateWebhookSecret(): { secret: string; secretEncrypted: string } {
  const secret = `whsec_${randomBytes(32).toString("base64url")}`;
  return { secret, secretEncrypted: seal(secret, PURPOSE) };
}

export function openWebhookSecret(secretEncrypted: string): string {
  return open(secretEncrypted, PURPOSE);
}
