/**
 * Validation data for PAdES B-LT (ETSI EN 319 142-1, 5.4): for every certificate of the seal's
 * chain and of the time-stamp authority's, the proof that it was not revoked at sealing time.
 *
 * - A self-signed certificate (a root, or the installation's own seal) needs none.
 * - A certificate whose Authority Information Access names an OCSP responder gets an OCSP
 *   response (RFC 6960), asked for with a request built here (PKI.js) and checked before anyone
 *   relies on it: status successful, a basic response signed by the issuer or by a responder the
 *   issuer delegated (id-kp-OCSPSigning), answering for exactly this certificate, and "good".
 * - Otherwise, a certificate whose CRL Distribution Points name an http(s) URL gets that CRL,
 *   signed by the issuer, that does not list it.
 * - A certificate that names neither needs none (nothing could be fetched for it).
 *
 * Every failure (unreachable responder, timeout, HTTP error, garbage, a bad signature, a revoked
 * or unknown certificate, an issuer that cannot be found) is a RevocationError: the caller
 * fails the sealing attempt rather than deliver a file without its validation data.
 */
import { createHash, X509Certificate, verify as verifySignature } from "node:crypto";
import * as asn1js from "asn1js";
import * as pkijs from "pkijs";
import { parseAsn1, toDer } from "./cms-signed-data";

export class RevocationError extends Error {
  override name = "RevocationError";
}

export interface ValidationData {
  /** DER certificates, each once, in the order met. */
  certificates: Uint8Array[];
  /** DER OCSPResponse structures, as the responders sent them. */
  ocspResponses: Uint8Array[];
  /** DER CertificateList structures, as published. */
  crls: Uint8Array[];
}

export interface CollectValidationDataInput {
  /** DER certificates: the seal's chain, the time-stamp authority's certificates. */
  certificates: Uint8Array[];
  fetch?: typeof fetch;
  timeoutMs?: number;
}

const DEFAULT_TIMEOUT_MS = 15_000;
const MAX_OCSP_BYTES = 1024 * 1024;
const MAX_CRL_BYTES = 20 * 1024 * 1024;
const MAX_CERTIFICATE_BYTES = 64 * 1024;
/** Far more than any seal and time-stamp chain; issuers fetched from caIssuers cannot go on forever. */
const MAX_CERTIFICATES = 32;
const OID = {
  authorityInfoAccess: "1.3.6.1.5.5.7.1.1",
  crlDistributionPoints: "2.5.29.31",
  extendedKeyUsage: "2.5.29.37",
  ocsp: "1.3.6.1.5.5.7.48.1",
  caIssuers: "1.3.6.1.5.5.7.48.2",
  ocspBasic: "1.3.6.1.5.5.7.48.1.1",
  ocspSigning: "1.3.6.1.5.5.7.3.9",
  sha1: "1.3.14.3.2.26",
} as const;

/** Signature algorithms a responder or CRL issuer may use, by the hash node:crypto needs. */
const HASH_OF_SIGNATURE_OID: Record<string, string> = {
  "1.2.840.113549.1.1.5": "sha1",
  "1.2.840.113549.1.1.11": "sha256",
  "1.2.840.113549.1.1.12": "sha384",
  "1.2.840.113549.1.1.13": "sha512",
  "1.2.840.10045.4.1": "sha1",
  "1.2.840.10045.4.3.2": "sha256",
  "1.2.840.10045.4.3.3": "sha384",
  "1.2.840.10045.4.3.4": "sha512",
};

interface Known {
  der: Uint8Array;
  x509: X509Certificate;
  pkijs: pkijs.Certificate;
}

export async function collectValidationData(input: CollectValidationDataInput): Promise<ValidationData> {
  const known: Known[] = [];
  const add = (der: Uint8Array): Known => {
    const existing = known.find((item) => Buffer.from(item.der).equals(Buffer.from(der)));
    if (existing) return existing;
    const item = { der: new Uint8Array(der), x509: new X509Certificate(Buffer.from(der)), pkijs: pkijs.Certificate.fromBER(new Uint8Array(der)) };
    known.push(item);
    return item;
  };
  for (const der of input.certificates) add(der);

  const ocspResponses: Uint8Array[] = [];
  const crls: Uint8Array[] = [];
  // The list grows when an issuer is fetched from caIssuers; those need checking too.
  for (let index = 0; index < known.length; index++) {
    if (index >= MAX_CERTIFICATES) throw new RevocationError("The certificate chains are too long to collect their revocation data");
    const subject = known[index]!;
    if (isSelfSigned(subject.x509)) continue;
    const ocspUrls = accessLocations(subject.pkijs, OID.ocsp);
    const crlUrls = crlDistributionUrls(subject.pkijs);
    if (ocspUrls.length === 0 && crlUrls.length === 0) continue;
    const issuer = known.find((candidate) => issued(candidate.x509, subject.x509)) ?? add(await fetchIssuer(subject, input));
    if (!issued(issuer.x509, subject.x509)) {
      throw new RevocationError(`The issuer of ${describe(subject)} could not be found, so its revocation status cannot be checked`);
    }
    if (ocspUrls.length > 0) ocspResponses.push(await fetchOcspResponse(subject, issuer, ocspUrls[0]!, input));
    else crls.push(await fetchCrl(subject, issuer, crlUrls[0]!, input));
  }
  return { certificates: known.map((item) => item.der), ocspResponses, crls };
}

const describe = (certificate: Known) => `the certificate "${certificate.x509.subject.replace(/\n/g, ", ")}"`;

function isSelfSigned(certificate: X509Certificate): boolean {
  return certificate.subject === certificate.issuer && certificate.checkIssued(certificate) && certificate.verify(certificate.publicKey);
}

function issued(issuer: X509Certificate, subject: X509Certificate): boolean {
  return subject.checkIssued(issuer) && subject.verify(issuer.publicKey);
}

/** The URIs of one access method in the Authority Information Access extension. */
function accessLocations(certificate: pkijs.Certificate, method: string): string[] {
  const extension = certificate.extensions?.find((item) => item.extnID === OID.authorityInfoAccess);
  const access = extension?.parsedValue as pkijs.InfoAccess | undefined;
  return (access?.accessDescriptions ?? [])
    .filter((description) => description.accessMethod === method && description.accessLocation.type === 6)
    .map((description) => String(description.accessLocation.value))
    .filter(isHttpUrl);
}

function crlDistributionUrls(certificate: pkijs.Certificate): string[] {
  const extension = certificate.extensions?.find((item) => item.extnID === OID.crlDistributionPoints);
  const points = extension?.parsedValue as pkijs.CRLDistributionPoints | undefined;
  return (points?.distributionPoints ?? [])
    .flatMap((point) => (Array.isArray(point.distributionPoint) ? point.distributionPoint : []))
    .filter((name) => name.type === 6)
    .map((name) => String(name.value))
    .filter(isHttpUrl);
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:";
  } catch {
    return false;
  }
}

async function fetchBytes(
  url: string,
  init: { method: "GET" | "POST"; body?: Uint8Array; contentType?: string; accept: string; maxBytes: number },
  input: CollectValidationDataInput,
  what: string,
): Promise<Uint8Array> {
  const send = input.fetch ?? fetch;
  let response: Response;
  try {
    response = await send(url, {
      method: init.method,
      headers: { Accept: init.accept, ...(init.contentType ? { "Content-Type": init.contentType } : {}) },
      ...(init.body ? { body: new Uint8Array(init.body) } : {}),
      redirect: "follow",
      signal: AbortSignal.timeout(input.timeoutMs ?? DEFAULT_TIMEOUT_MS),
    });
  } catch (error) {
    throw new RevocationError(`${what} at ${url} could not be reached: ${(error as Error).message}`);
  }
  if (!response.ok) throw new RevocationError(`${what} at ${url} answered HTTP ${response.status}`);
  const bytes = new Uint8Array(await response.arrayBuffer().catch(() => new ArrayBuffer(0)));
  if (bytes.length === 0 || bytes.length > init.maxBytes) {
    throw new RevocationError(`${what} at ${url} answered with an unusable size (${bytes.length} bytes)`);
  }
  return bytes;
}

/** The issuer named by caIssuers (DER, or PEM), when the chain given lacks it. */
async function fetchIssuer(subject: Known, input: CollectValidationDataInput): Promise<Uint8Array> {
  const [url] = accessLocations(subject.pkijs, OID.caIssuers);
  if (!url) {
    throw new RevocationError(`The issuer of ${describe(subject)} is not in the chain, so its revocation status cannot be checked`);
  }
  const bytes = await fetchBytes(url, { method: "GET", accept: "application/pkix-cert", maxBytes: MAX_CERTIFICATE_BYTES }, input, "The issuer certificate");
  const text = Buffer.from(bytes).toString("latin1");
  const pem = /-----BEGIN CERTIFICATE-----([\s\S]+?)-----END CERTIFICATE-----/.exec(text);
  const der = pem ? new Uint8Array(Buffer.from(pem[1]!.replace(/\s+/g, ""), "base64")) : bytes;
  try {
    new X509Certificate(Buffer.from(der));
  } catch {
    throw new RevocationError(`The issuer certificate at ${url} is not a certificate`);
  }
  return der;
}

/** Builds the OCSP request (SHA-1 CertID, which every responder understands), posts it, checks the answer. */
async function fetchOcspResponse(subject: Known, issuer: Known, url: string, input: CollectValidationDataInput): Promise<Uint8Array> {
  const certId = certIdFor(subject, issuer);
  const request = new pkijs.OCSPRequest({
    tbsRequest: new pkijs.TBSRequest({ requestList: [new pkijs.Request({ reqCert: certId })] }),
  });
  const reply = await fetchBytes(
    url,
    { method: "POST", body: toDer(request.toSchema(true)), contentType: "application/ocsp-request", accept: "application/ocsp-response", maxBytes: MAX_OCSP_BYTES },
    input,
    "The OCSP responder",
  );
  try {
    checkOcspResponse(reply, subject, issuer, certId);
  } catch (error) {
    if (error instanceof RevocationError) throw error;
    throw new RevocationError(`The OCSP response from ${url} for ${describe(subject)} cannot be read: ${(error as Error).message}`);
  }
  return reply;
}

/** CertID ::= SEQUENCE { SHA-1, hash of the issuer's name, hash of its public key bits, serial }. */
function certIdFor(subject: Known, issuer: Known): pkijs.CertID {
  const sha1 = (bytes: ArrayBuffer | Uint8Array) => new Uint8Array(createHash("sha1").update(new Uint8Array(bytes)).digest());
  return new pkijs.CertID({
    hashAlgorithm: new pkijs.AlgorithmIdentifier({ algorithmId: OID.sha1, algorithmParams: new asn1js.Null() }),
    issuerNameHash: new asn1js.OctetString({ valueHex: sha1(toDer(issuer.pkijs.subject.toSchema())) }),
    issuerKeyHash: new asn1js.OctetString({ valueHex: sha1(issuer.pkijs.subjectPublicKeyInfo.subjectPublicKey.valueBlock.valueHexView) }),
    serialNumber: subject.pkijs.serialNumber,
  });
}

/** Throws RevocationError unless `reply` is a successful, properly signed "good" answer for `subject`. */
function checkOcspResponse(reply: Uint8Array, subject: Known, issuer: Known, certId: pkijs.CertID): void {
  const what = `The OCSP response for ${describe(subject)}`;
  const response = new pkijs.OCSPResponse({ schema: parseAsn1(reply, "The OCSP response") });
  const status = response.responseStatus.valueBlock.valueDec;
  if (status !== 0) throw new RevocationError(`${what} is not successful (status ${status})`);
  if (!response.responseBytes || response.responseBytes.responseType !== OID.ocspBasic) {
    throw new RevocationError(`${what} is not a basic OCSP response`);
  }
  const basic = new pkijs.BasicOCSPResponse({
    schema: parseAsn1(new Uint8Array(response.responseBytes.response.valueBlock.valueHexView), "The basic OCSP response"),
  });

  // Who signed it: the issuer itself, or a responder the issuer certified for OCSP signing.
  const embedded = (basic.certs ?? []).map((certificate) => {
    const der = toDer(certificate.toSchema());
    return { der, x509: new X509Certificate(Buffer.from(der)), pkijs: certificate };
  });
  const responderId = basic.tbsResponseData.responderID as unknown;
  const named = [issuer, ...embedded].filter((candidate) =>
    responderId instanceof asn1js.OctetString
      ? Buffer.from(responderId.valueBlock.valueHexView).equals(
          createHash("sha1").update(candidate.pkijs.subjectPublicKeyInfo.subjectPublicKey.valueBlock.valueHexView).digest(),
        )
      : responderId instanceof pkijs.RelativeDistinguishedNames && candidate.pkijs.subject.isEqual(responderId),
  );
  const hash = HASH_OF_SIGNATURE_OID[basic.signatureAlgorithm.algorithmId];
  if (!hash) throw new RevocationError(`${what} uses an unsupported signature algorithm`);
  const signer = named.find((candidate) =>
    verifySignature(hash, basic.tbsResponseData.tbsView, candidate.x509.publicKey, basic.signature.valueBlock.valueHexView),
  );
  if (!signer) throw new RevocationError(`${what} is not signed by its responder`);
  const delegated =
    signer !== issuer &&
    issued(issuer.x509, signer.x509) &&
    (signer.pkijs.extensions ?? []).some(
      (extension) =>
        extension.extnID === OID.extendedKeyUsage &&
        (extension.parsedValue as pkijs.ExtKeyUsage | undefined)?.keyPurposes.includes(OID.ocspSigning),
    );
  if (!(Buffer.from(signer.der).equals(Buffer.from(issuer.der)) || delegated)) {
    throw new RevocationError(`${what} is signed by a responder its issuer did not authorize`);
  }

  const single = basic.tbsResponseData.responses.find((item) => item.certID.isEqual(certId));
  if (!single) throw new RevocationError(`${what} does not answer for that certificate`);
  const statusTag = (single.certStatus as asn1js.BaseBlock).idBlock.tagNumber;
  if (statusTag === 1) throw new RevocationError(`${describe(subject)} is revoked`);
  if (statusTag !== 0) throw new RevocationError(`The OCSP responder does not know ${describe(subject)}`);
  if (single.nextUpdate && single.nextUpdate.getTime() < Date.now()) throw new RevocationError(`${what} is out of date`);
}

async function fetchCrl(subject: Known, issuer: Known, url: string, input: CollectValidationDataInput): Promise<Uint8Array> {
  const bytes = await fetchBytes(url, { method: "GET", accept: "application/pkix-crl", maxBytes: MAX_CRL_BYTES }, input, "The CRL");
  const what = `The CRL at ${url}`;
  let crl: pkijs.CertificateRevocationList;
  try {
    crl = new pkijs.CertificateRevocationList({ schema: parseAsn1(bytes, "The CRL") });
  } catch (error) {
    throw new RevocationError(`${what} cannot be read: ${(error as Error).message}`);
  }
  if (!crl.issuer.isEqual(issuer.pkijs.subject)) throw new RevocationError(`${what} is not issued by the certificate's issuer`);
  const hash = HASH_OF_SIGNATURE_OID[crl.signatureAlgorithm.algorithmId];
  if (!hash || !verifySignature(hash, crl.tbsView, issuer.x509.publicKey, crl.signatureValue.valueBlock.valueHexView)) {
    throw new RevocationError(`${what} is not signed by the certificate's issuer`);
  }
  if (crl.nextUpdate && crl.nextUpdate.value.getTime() < Date.now()) throw new RevocationError(`${what} is out of date`);
  if ((crl.revokedCertificates ?? []).some((entry) => entry.userCertificate.isEqual(subject.pkijs.serialNumber))) {
    throw new RevocationError(`${describe(subject)} is revoked`);
  }
  return bytes;
}
