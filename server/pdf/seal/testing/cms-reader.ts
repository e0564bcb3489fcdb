/** Test helper: the CMS signature inside a sealed PDF, and the parts of it tests look at. */
import * as pkijs from "pkijs";
import { embeddedCertificates, readSignedData } from "../cms-signed-data";
import { imprintOf, timestampTokenInfo } from "../timestamp-client";
import { verifySealedPdf } from "../verify-sealed-pdf";

/** The seal's /Contents, found through the verifier (by structure, never by searching): as reserved and as filled. */
export async function signatureContents(pdf: Uint8Array): Promise<{ reservedBytes: number; cms: Uint8Array }> {
  const report = await verifySealedPdf(pdf);
  return { reservedBytes: report.reservedBytes, cms: report.cms };
}

export interface SignerInfoParts {
  signedAttributeTypes: string[];
  /** DER of each value, by attribute type. */
  unsignedAttributes: Map<string, Uint8Array[]>;
  signatureValue: Uint8Array;
  certificateCount: number;
}

export function signerInfo(cms: Uint8Array): SignerInfoParts {
  const signedData = readSignedData(cms);
  const info = signedData.signerInfos[0];
  if (!info) throw new Error("No SignerInfo");
  const values = (attribute: pkijs.Attribute) =>
    attribute.values.map((value: { valueBeforeDecodeView: Uint8Array }) => new Uint8Array(value.valueBeforeDecodeView));
  return {
    signedAttributeTypes: (info.signedAttrs?.attributes ?? []).map((attribute) => attribute.type),
    unsignedAttributes: new Map((info.unsignedAttrs?.attributes ?? []).map((attribute) => [attribute.type, values(attribute)])),
    signatureValue: new Uint8Array(info.signature.valueBlock.valueHexView),
    certificateCount: embeddedCertificates(signedData).length,
  };
}

/** The messageImprint hash inside an RFC 3161 token. */
export function timestampImprint(token: Uint8Array): Uint8Array {
  return imprintOf(timestampTokenInfo(token));
}
