/**
 * The @signpdf Signer for PAdES: a detached CMS signature over the PDF's byte ranges, and,
 * when a timestamp authority is given, its RFC 3161 token over the signature value as the
 * unsigned attribute signature-time-stamp (which makes the seal PAdES B-T).
 */
import { createHash } from "node:crypto";
import { Signer } from "@signpdf/utils";
import { buildSignedData, type CmsSigningKey } from "./cms-signed-data";
import { oid, sequence, setOf } from "./der";
import { OID } from "./oids";

/** Fetches a timestamp token for a SHA-256 digest, or throws. */
export type TimestampSource = (digest: Uint8Array) => Promise<Uint8Array>;

export class CadesSigner extends Signer {
  constructor(
    private readonly key: CmsSigningKey,
    private readonly timestamp?: TimestampSource,
  ) {
    super();
  }

  // Note: @signpdf passes a signing time too; PAdES keeps the claimed time in the signature
  // dictionary's /M instead of a signing-time attribute, so it is not used.
  override async sign(pdfBuffer: Buffer): Promise<Buffer> {
    const timestamp = this.timestamp;
    const signedData = await buildSignedData({
      key: this.key,
      contentType: OID.data,
      content: pdfBuffer,
      encapsulate: false,
      unsignedAttributes: timestamp
        ? async (signatureValue) => {
            const token = await timestamp(new Uint8Array(createHash("sha256").update(signatureValue).digest()));
            return [sequence(oid(OID.signatureTimeStampToken), setOf(token))];
          }
        : undefined,
    });
    return Buffer.from(signedData);
  }
}
