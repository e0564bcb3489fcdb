/**
 * RFC 3161 client: asks a time-stamping authority for a token over a SHA-256 digest and checks
 * the reply before anyone relies on it: HTTP success, status granted, and a token whose
 * message imprint and nonce are the ones asked for. Every failure is a TimestampError, so a
 * caller that requires a timestamp can refuse to seal without one. Verifying the TSA's own
 * signature and certificate chain is left to PDF validators. Encoding and parsing: PKI.js.
 */
import { randomBytes } from "node:crypto";
import * as asn1js from "asn1js";
import * as pkijs from "pkijs";
import { parseAsn1, toDer } from "./cms-signed-data";
import { OID } from "./oids";

export class TimestampError extends Error {
  override name = "TimestampError";
}

export interface TimestampRequest {
  tsaUrl: string;
  /** SHA-256 of the data to timestamp. */
  digest: Uint8Array;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

const DEFAULT_TIMEOUT_MS = 30_000;
const MAX_REPLY_BYTES = 1024 * 1024;

/** Returns the TimeStampToken (a CMS ContentInfo) exactly as the authority sent it. */
export async function requestTimestampToken(request: TimestampRequest): Promise<Uint8Array> {
  if (request.digest.length !== 32) throw new TimestampError("A timestamp request needs a SHA-256 digest");
  const nonce = randomBytes(8);
  nonce[0] = ((nonce[0] ?? 0) & 0x7f) | 0x40; // positive, and no byte lost to minimal encoding
  const body = toDer(
    new pkijs.TimeStampReq({
      version: 1,
      messageImprint: messageImprint(request.digest),
      nonce: new asn1js.Integer({ valueHex: nonce }),
      certReq: true, // the token must carry the TSA's certificate
    }).toSchema(),
  );
  const reply = await post(request, body);
  try {
    return checkReply(reply, request.digest, new Uint8Array(nonce));
  } catch (error) {
    if (error instanceof TimestampError) throw error;
    throw new TimestampError(`The timestamp reply is not a valid RFC 3161 response: ${(error as Error).message}`);
  }
}

export function messageImprint(digest: Uint8Array): pkijs.MessageImprint {
  return new pkijs.MessageImprint({
    hashAlgorithm: new pkijs.AlgorithmIdentifier({ algorithmId: OID.sha256 }),
    hashedMessage: new asn1js.OctetString({ valueHex: digest }),
  });
}

async function post(request: TimestampRequest, body: Uint8Array): Promise<Uint8Array> {
  const send = request.fetch ?? fetch;
  let response: Response;
  try {
    response = await send(request.tsaUrl, {
      method: "POST",
      headers: { "Content-Type": "application/timestamp-query", Accept: "application/timestamp-reply" },
      body: new Uint8Array(body),
      redirect: "error",
      signal: AbortSignal.timeout(request.timeoutMs ?? DEFAULT_TIMEOUT_MS),
    });
  } catch (error) {
    throw new TimestampError(`The timestamp authority could not be reached: ${(error as Error).message}`);
  }
  if (!response.ok) throw new TimestampError(`The timestamp authority answered HTTP ${response.status}`);
  const reply = new Uint8Array(await response.arrayBuffer().catch(() => new ArrayBuffer(0)));
  if (reply.length === 0 || reply.length > MAX_REPLY_BYTES) {
    throw new TimestampError(`The timestamp reply has an unusable size (${reply.length} bytes)`);
  }
  return reply;
}

function checkReply(reply: Uint8Array, digest: Uint8Array, nonce: Uint8Array): Uint8Array {
  let schema: asn1js.AsnType;
  let response: pkijs.TimeStampResp;
  try {
    schema = parseAsn1(reply, "The timestamp reply");
    response = new pkijs.TimeStampResp({ schema });
  } catch (error) {
    throw new TimestampError(`The timestamp reply is not a TimeStampResp: ${(error as Error).message}`);
  }
  const status = response.status.status;
  if (status !== pkijs.PKIStatus.granted && status !== pkijs.PKIStatus.grantedWithMods) {
    throw new TimestampError(`The timestamp authority refused the request (status ${status})`);
  }
  // The token's own bytes, as sent: the second element of the TimeStampResp SEQUENCE.
  const tokenElement = (schema as asn1js.Sequence).valueBlock.value[1];
  if (!response.timeStampToken || !tokenElement) throw new TimestampError("The timestamp reply carries no token");
  const token = new Uint8Array(tokenElement.valueBeforeDecodeView);

  const info = timestampTokenInfo(token);
  if (info.messageImprint.hashAlgorithm.algorithmId !== OID.sha256 || !sameBytes(imprintOf(info), digest)) {
    throw new TimestampError("The timestamp token covers different data than requested");
  }
  if (!info.nonce || !sameBytes(new Uint8Array(info.nonce.valueBlock.valueHexView), nonce)) {
    throw new TimestampError("The timestamp token does not answer this request (nonce mismatch)");
  }
  return token;
}

/** The TSTInfo inside a token: ContentInfo > SignedData > encapContentInfo > eContent. */
export function timestampTokenInfo(token: Uint8Array): pkijs.TSTInfo {
  const contentInfo = new pkijs.ContentInfo({ schema: parseAsn1(token, "The timestamp token") });
  if (contentInfo.contentType !== OID.signedData) throw new TimestampError("The timestamp token is not CMS SignedData");
  const signedData = new pkijs.SignedData({ schema: contentInfo.content });
  const encapsulated = signedData.encapContentInfo;
  if (encapsulated.eContentType !== OID.tstInfo || !encapsulated.eContent) {
    throw new TimestampError("The timestamp token holds no TSTInfo");
  }
  return new pkijs.TSTInfo({ schema: parseAsn1(new Uint8Array(encapsulated.eContent.getValue()), "The TSTInfo") });
}

export const imprintOf = (info: pkijs.TSTInfo): Uint8Array =>
  new Uint8Array(info.messageImprint.hashedMessage.valueBlock.valueHexView);

const sameBytes = (left: Uint8Array, right: Uint8Array) => Buffer.from(left).equals(Buffer.from(right));
