/** Test helper: the CMS signature inside a sealed PDF, and the parts of it tests look at. */
import { childAt, children, decodeOid, type DerNode, readElement } from "../der";

/** The /Contents of the (last) signature dictionary, as reserved and as filled. */
export function signatureContents(pdf: Uint8Array): { reservedBytes: number; cms: Uint8Array } {
  const text = Buffer.from(pdf).toString("latin1");
  const match = [...text.matchAll(/\/Contents <([0-9a-fA-F]+)>/g)].at(-1);
  if (!match?.[1]) throw new Error("No signature /Contents in the PDF");
  const bytes = Buffer.from(match[1], "hex");
  return { reservedBytes: bytes.length, cms: readElement(new Uint8Array(bytes)).bytes };
}

export interface SignerInfoParts {
  signedAttributeTypes: string[];
  unsignedAttributes: Map<string, DerNode[]>;
  signatureValue: Uint8Array;
  certificateCount: number;
}

export function signerInfo(cms: Uint8Array): SignerInfoParts {
  const signedData = childAt(childAt(readElement(cms), 1, 0xa0), 0);
  const parts = children(signedData);
  const certificates = parts.find((part) => part.tag === 0xa0);
  const signerInfos = parts.at(-1);
  const info = signerInfos && children(signerInfos)[0];
  if (!info) throw new Error("No SignerInfo");
  const fields = children(info);
  const attributes = (node: DerNode | undefined) =>
    node
      ? children(node).map((attribute) => ({
          type: decodeOid(childAt(attribute, 0)),
          values: children(childAt(attribute, 1)),
        }))
      : [];
  const signed = attributes(fields.find((field) => field.tag === 0xa0));
  const unsigned = attributes(fields.find((field) => field.tag === 0xa1));
  const signature = fields.find((field) => field.tag === 0x04);
  return {
    signedAttributeTypes: signed.map((attribute) => attribute.type),
    unsignedAttributes: new Map(unsigned.map((attribute) => [attribute.type, attribute.values])),
    signatureValue: signature?.content ?? new Uint8Array(),
    certificateCount: certificates ? children(certificates).length : 0,
  };
}

/** The messageImprint hash inside an RFC 3161 token. */
export function timestampImprint(token: DerNode): Uint8Array {
  const signedData = childAt(childAt(token, 1, 0xa0), 0);
  const eContent = childAt(childAt(childAt(signedData, 2), 1, 0xa0), 0);
  const tstInfo = readElement(eContent.content);
  return childAt(childAt(tstInfo, 2), 1).content;
}
