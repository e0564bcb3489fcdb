/**
 * A CMS SignedData (RFC 5652) with one RSA or ECDSA P-256 signer and SHA-256, as PAdES baseline signatures
 * need it (ETSI EN 319 122-1), built with PKI.js: signed attributes content-type,
 * message-digest and ESS signing-certificate-v2, no signing-time (the PDF signature
 * dictionary's /M carries the claimed time), and unsigned attributes computed over the
 * signature value, such as an RFC 3161 signature timestamp.
 */
import { createHash, type KeyObject, webcrypto } from "node:crypto";
import * as asn1js from "asn1js";
import * as pkijs from "pkijs";
import { OID } from "./oids";

export interface CmsSigningKey {
  privateKey: KeyObject;
  /** DER certificates, the signer's first, then its chain. */
  certificates: Uint8Array[];
}

/** What the signature covers: content carried inside (a timestamp token), or a detached digest (a PDF). */
export type SignedContent =
  | { encapsulated: Uint8Array; detachedSha256?: never }
  | { detachedSha256: Uint8Array; encapsulated?: never };

/** An attribute whose values are complete DER elements, embedded as they are. */
export interface DerAttribute {
  type: string;
  values: Uint8Array[];
}

export interface SignedDataInput {
  key: CmsSigningKey;
  contentType: string;
  content: SignedContent;
  /** Unsigned attributes computed from the signature value. */
  unsignedAttributes?: (signatureValue: Uint8Array) => Promise<DerAttribute[]>;
}

export class CmsError extends Error {
  override name = "CmsError";
}

export const sha256 = (...parts: Uint8Array[]): Uint8Array => {
  const hash = createHash("sha256");
  for (const part of parts) hash.update(part);
  return new Uint8Array(hash.digest());
};

export const toDer = (value: { toBER(): ArrayBuffer }): Uint8Array => new Uint8Array(value.toBER());

/** Parses exactly one DER/BER element spanning all of `bytes`, or throws CmsError. */
export function parseAsn1(bytes: Uint8Array, what: string): asn1js.AsnType {
  const parsed = asn1js.fromBER(bytes);
  if (parsed.offset === -1 || parsed.offset !== bytes.length) throw new CmsError(`${what} is not one valid ASN.1 element`);
  return parsed.result;
}

/** An ASN.1 value parsed from DER that encodes back to exactly the same bytes. */
function verbatim(der: Uint8Array, what: string): asn1js.AsnType {
  const value = parseAsn1(der, what);
  if (!Buffer.from(value.toBER()).equals(der)) throw new CmsError(`${what} does not re-encode to its own bytes`);
  return value;
}

export function parseCertificate(der: Uint8Array): pkijs.Certificate {
  try {
    return pkijs.Certificate.fromBER(new Uint8Array(der));
  } catch (error) {
    throw new CmsError(`The certificate could not be parsed: ${(error as Error).message}`);
  }
}

/**
 * ESS SigningCertificateV2 (RFC 5035) naming one certificate: its SHA-256 (the default hash,
 * so no algorithm is written) and its issuer and serial number.
 */
export function signingCertificateV2(certificateDer: Uint8Array): asn1js.Sequence {
  const certificate = parseCertificate(certificateDer);
  const issuerSerial = new asn1js.Sequence({
    value: [
      new pkijs.GeneralNames({ names: [new pkijs.GeneralName({ type: 4, value: certificate.issuer })] }).toSchema(),
      certificate.serialNumber,
    ],
  });
  const essCertIdV2 = new asn1js.Sequence({
    value: [new asn1js.OctetString({ valueHex: sha256(certificateDer) }), issuerSerial],
  });
  return new asn1js.Sequence({ value: [new asn1js.Sequence({ value: [essCertIdV2] })] });
}

/** DER orders the members of a SET OF by their encodings; signers and verifiers must agree. */
function sortedAttributes(attributes: pkijs.Attribute[]): pkijs.Attribute[] {
  return attributes
    .map((attribute) => ({ attribute, der: Buffer.from(attribute.toSchema().toBER()) }))
    .sort((left, right) => Buffer.compare(left.der, right.der))
    .map(({ attribute }) => attribute);
}

/**
 * RSA signs as sha256WithRSAEncryption, an ECDSA P-256 key as ecdsa-with-SHA256: PKI.js names
 * the SignerInfo's signatureAlgorithm after the imported key and DER-encodes an ECDSA value.
 */
async function webCryptoKey(privateKey: KeyObject): Promise<CryptoKey> {
  const pkcs8 = privateKey.export({ type: "pkcs8", format: "der" });
  const curve = privateKey.asymmetricKeyDetails?.namedCurve;
  const algorithm =
    privateKey.asymmetricKeyType === "rsa"
      ? { name: "RSASSA-PKCS1-v1_5", hash: "SHA-256" }
      : privateKey.asymmetricKeyType === "ec" && curve === "prime256v1"
        ? { name: "ECDSA", namedCurve: "P-256" }
        : undefined;
  if (!algorithm) throw new CmsError("The signing key must be an RSA key or an ECDSA P-256 key");
  return (await webcrypto.subtle.importKey("pkcs8", pkcs8, algorithm, false, ["sign"])) as CryptoKey;
}

/** The DER ContentInfo (id-signedData) of a new SignedData. */
export async function createSignedData(input: SignedDataInput): Promise<Uint8Array> {
  const { key, content } = input;
  const signerDer = key.certificates[0];
  if (!signerDer) throw new CmsError("A CMS signature needs the signer's certificate");
  const certificates = key.certificates.map(parseCertificate);
  const signerCertificate = certificates[0]!;

  const digest = content.encapsulated ? sha256(content.encapsulated) : content.detachedSha256;
  if (!digest || digest.length !== 32) throw new CmsError("The signed content needs a SHA-256 digest");
  const signedAttributes = sortedAttributes([
    new pkijs.Attribute({ type: OID.contentType, values: [new asn1js.ObjectIdentifier({ value: input.contentType })] }),
    new pkijs.Attribute({ type: OID.messageDigest, values: [new asn1js.OctetString({ valueHex: digest })] }),
    new pkijs.Attribute({ type: OID.signingCertificateV2, values: [signingCertificateV2(signerDer)] }),
  ]);
  const signerInfo = new pkijs.SignerInfo({
    version: 1,
    sid: new pkijs.IssuerAndSerialNumber({
      issuer: signerCertificate.issuer,
      serialNumber: signerCertificate.serialNumber,
    }),
    signedAttrs: new pkijs.SignedAndUnsignedAttributes({ type: 0, attributes: signedAttributes }),
  });
  const signedData = new pkijs.SignedData({
    // RFC 5652 5.1: version 3 when the content is not id-data (PKI.js settles it on encoding).
    version: input.contentType === OID.data ? 1 : 3,
    encapContentInfo: new pkijs.EncapsulatedContentInfo({
      eContentType: input.contentType,
      ...(content.encapsulated ? { eContent: new asn1js.OctetString({ valueHex: content.encapsulated }) } : {}),
    }),
    signerInfos: [signerInfo],
    certificates,
  });
  await signedData.sign(await webCryptoKey(key.privateKey), 0, "SHA-256");

  if (input.unsignedAttributes) {
    const signatureValue = new Uint8Array(signerInfo.signature.valueBlock.valueHexView);
    const unsigned = await input.unsignedAttributes(signatureValue);
    if (unsigned.length) {
      signerInfo.unsignedAttrs = new pkijs.SignedAndUnsignedAttributes({
        type: 1,
        attributes: sortedAttributes(
          unsigned.map(
            (attribute) =>
              new pkijs.Attribute({
                type: attribute.type,
                values: attribute.values.map((value) => verbatim(value, `The ${attribute.type} attribute value`)),
              }),
          ),
        ),
      });
    }
  }
  return toDer(new pkijs.ContentInfo({ contentType: OID.signedData, content: signedData.toSchema(true) }).toSchema());
}

/** The SignedData inside a DER ContentInfo, or a CmsError. */
export function readSignedData(der: Uint8Array): pkijs.SignedData {
  try {
    const contentInfo = new pkijs.ContentInfo({ schema: parseAsn1(der, "The CMS structure") });
    if (contentInfo.contentType !== OID.signedData) throw new CmsError("The CMS structure is not SignedData");
    return new pkijs.SignedData({ schema: contentInfo.content });
  } catch (error) {
    if (error instanceof CmsError) throw error;
    throw new CmsError(`The CMS SignedData could not be parsed: ${(error as Error).message}`);
  }
}

/** The DER certificates a SignedData carries (X.509 ones only). */
export function embeddedCertificates(signedData: pkijs.SignedData): Uint8Array[] {
  return (signedData.certificates ?? []).flatMap((certificate) =>
    certificate instanceof pkijs.Certificate ? [toDer(certificate.toSchema())] : [],
  );
}
