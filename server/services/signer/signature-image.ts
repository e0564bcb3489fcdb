import type { SignatureInput } from "@/lib/schemas/signer";
import { sha256Hex } from "../../crypto/sha256";
import { AppError } from "../../errors";

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const MAX_SIDE_PX = 4000;

/**
 * A drawn signature arrives as a PNG data URL or bare base64; anything that is not a PNG of
 * sensible size is refused before it reaches storage or the stamped document.
 */
export function decodeSignaturePng(imagePng: string): Buffer {
  const base64 = imagePng.replace(/^data:image\/png;base64,/, "");
  const invalid = () => new AppError("VALIDATION_FAILED", ["signature.imagePng must be a PNG image as a data URL or base64"]);
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(base64)) throw invalid();
  const bytes = Buffer.from(base64, "base64");
  if (bytes.length < 33 || !bytes.subarray(0, 8).equals(PNG_MAGIC) || bytes.subarray(12, 16).toString("ascii") !== "IHDR") throw invalid();
  const width = bytes.readUInt32BE(16);
  const height = bytes.readUInt32BE(20);
  if (width === 0 || height === 0 || width > MAX_SIDE_PX || height > MAX_SIDE_PX) {
    throw new AppError("VALIDATION_FAILED", [`signature.imagePng must be between 1 and ${MAX_SIDE_PX} pixels on each side`]);
  }
  return bytes;
}

/** The adopted signature as a form submission records it: what is stored, never what was sent. */
export type SignatureRecord = { type: "DRAWN"; imagePng: string } | { type: "TYPED"; text: string };

/**
 * The signature as stored (a drawn one as its PNG bytes, a typed one as its text) and its
 * SHA-256 over exactly those bytes, which signer.submitted records (API.md, "Process record").
 * A drawn one is recorded as a data URL of the decoded bytes, so bare base64 and a data URL of
 * the same image make the same record.
 */
export function adoptedSignature(signature: SignatureInput | undefined, image: Buffer | null): { record: SignatureRecord; sha256: string } | null {
  if (signature?.type === "DRAWN" && image) return { record: { type: "DRAWN", imagePng: `data:image/png;base64,${image.toString("base64")}` }, sha256: sha256Hex(image) };
  if (signature?.type === "TYPED") return { record: { type: "TYPED", text: signature.text }, sha256: sha256Hex(signature.text) };
  return null;
}
