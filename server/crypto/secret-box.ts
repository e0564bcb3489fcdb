/**
 * AES-256-GCM with a key derived from SECRET_KEY, for secrets that must be readable again
 * (signer links, webhook secrets). Output: "v1.<iv>.<ciphertext>.<tag>" in base64url.
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from "node:crypto";
import { secrets } from "../secrets";

const VERSION = "v1";

function key(purpose: string): Buffer {
  // One derived key per purpose, so a value sealed for one use never opens in another.
  return createHash("sha256").update(`signet:${purpose}:`).update(secrets().secretKey).digest();
}

export function seal(plaintext: string, purpose: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key(purpose), iv);
  const ciphertext = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()]);
  return [VERSION, iv, ciphertext, cipher.getAuthTag()].map((part) => (typeof part === "string" ? part : part.toString("base64url"))).join(".");
}

export function open(sealed: string, purpose: string): string {
  const [version, iv, ciphertext, tag] = sealed.split(".");
  if (version !== VERSION || !iv || !ciphertext || !tag) throw new Error("Not a sealed value");
  const decipher = createDecipheriv("aes-256-gcm", key(purpose), Buffer.from(iv, "base64url"));
  decipher.setAuthTag(Buffer.from(tag, "base64url"));
  return Buffer.concat([decipher.update(Buffer.from(ciphertext, "base64url")), decipher.final()]).toString("utf8");
}
