/**
 * RFC 3161 client: asks a time-stamping authority for a token over a SHA-256 digest and checks
 * the reply before anyone relies on it: HTTP success, status granted, and a token whose
 * message imprint and nonce are the ones asked for. Every failure is a TimestampError, so a
 * caller that requires a timestamp can refuse to seal without one. Verifying the TSA's own
 * signature and certificate chain is left to PDF validators.
 */
import { randomBytes } from "node:crypto";
import {
  boolean,
  childAt,
  children,
  decodeOid,
  DerError,
  type DerNode,
  octetString,
  oid,
  readElement,
  sequence,
  smallInteger,
  TAG,
  unsignedInteger,
} from "./der";
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

const GRANTED = 0;
const GRANTED_WITH_MODS = 1;
const DEFAULT_TIMEOUT_MS = 30_000;
const MAX_REPLY_BYTES = 1024 * 1024;

/** Returns the TimeStampToken (a CMS ContentInfo) exactly as the authority sent it. */
export async function requestTimestampToken(request: TimestampRequest): Promise<Uint8Array> {
  const nonce = unsignedInteger(randomBytes(8));
  const body = sequence(
    smallInteger(1),
    sequence(sequence(oid(OID.sha256)), octetString(request.digest)),
    nonce,
    boolean(true), // certReq: the token must carry the TSA's certificate
  );
  const reply = await post(request, body);
  try {
    return checkReply(reply, request.digest, nonce);
  } catch (error) {
    if (error instanceof DerError)
      throw new TimestampError(`The timestamp reply is not a valid RFC 3161 response: ${error.message}`);
    throw error;
  }
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
  const response = readElement(reply);
  if (response.tag !== TAG.sequence || response.bytes.length !== reply.length) {
    throw new TimestampError("The timestamp reply is not a TimeStampResp");
  }
  const [statusInfo, token] = children(response);
  const status = statusInfo && childAt(statusInfo, 0, TAG.integer);
  const statusValue = status ? Buffer.from(status.content).readUIntBE(0, Math.min(status.content.length, 6)) : -1;
  if (statusValue !== GRANTED && statusValue !== GRANTED_WITH_MODS) {
    throw new TimestampError(`The timestamp authority refused the request (status ${statusValue})`);
  }
  if (!token) throw new TimestampError("The timestamp reply carries no token");

  const tstInfo = tokenInfo(token);
  const imprint = childAt(tstInfo, 2, TAG.sequence);
  const hashAlgorithm = decodeOid(childAt(childAt(imprint, 0, TAG.sequence), 0));
  const hashed = childAt(imprint, 1, TAG.octetString).content;
  if (hashAlgorithm !== OID.sha256 || !Buffer.from(hashed).equals(digest)) {
    throw new TimestampError("The timestamp token covers different data than requested");
  }
  // After genTime come the optional accuracy, ordering and nonce; the nonce is the one INTEGER.
  const answeredNonce = children(tstInfo)
    .slice(5)
    .find((field) => field.tag === TAG.integer);
  if (!answeredNonce || !Buffer.from(answeredNonce.bytes).equals(nonce)) {
    throw new TimestampError("The timestamp token does not answer this request (nonce mismatch)");
  }
  return new Uint8Array(token.bytes);
}

/** The TSTInfo inside a token: ContentInfo > SignedData > encapContentInfo > eContent. */
function tokenInfo(token: DerNode): DerNode {
  if (decodeOid(childAt(token, 0)) !== OID.signedData)
    throw new TimestampError("The timestamp token is not CMS SignedData");
  const signedData = childAt(childAt(token, 1, 0xa0), 0, TAG.sequence);
  const encapsulated = childAt(signedData, 2, TAG.sequence);
  if (decodeOid(childAt(encapsulated, 0)) !== OID.tstInfo)
    throw new TimestampError("The timestamp token holds no TSTInfo");
  const content = childAt(childAt(encapsulated, 1, 0xa0), 0, TAG.octetString).content;
  return readElement(content);
}
