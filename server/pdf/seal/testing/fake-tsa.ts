/**
 * Test helper: an RFC 3161 time-stamping authority on 127.0.0.1 that grants real, signed
 * tokens with a throwaway certificate, or misbehaves in one chosen way.
 */
import { randomBytes } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import * as asn1js from "asn1js";
import * as pkijs from "pkijs";
import { createSignedData, parseAsn1, toDer } from "../cms-signed-data";
import { OID } from "../oids";
import { openSealKey } from "../seal-key";
import { createSelfSignedP12 } from "../self-signed-certificate";
import { messageImprint } from "../timestamp-client";

/**
 * "fail-first" answers 500 to the first request and grants every later one (a flaky TSA);
 * "fail-after-first" grants the first and answers 500 to every later one.
 */
export type FakeTsaBehaviour = "grant" | "http-500" | "garbage" | "rejection" | "other-imprint" | "fail-first" | "fail-after-first";

export interface FakeTsa {
  url: string;
  /** Every request body received, in order. */
  requests: Uint8Array[];
  close(): Promise<void>;
}

const TEST_POLICY = "1.3.6.1.4.1.4146.1.2"; // any policy OID will do for a test

export async function startFakeTsa(behaviour: FakeTsaBehaviour): Promise<FakeTsa> {
  const password = "fake-tsa";
  const key = openSealKey(
    await createSelfSignedP12({ commonName: "Signet test TSA", password, years: 1, keyBits: 2048, timeStamping: true }),
    password,
  );
  const requests: Uint8Array[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const body = new Uint8Array(Buffer.concat(chunks));
      requests.push(body);
      const current =
        behaviour === "fail-first"
          ? requests.length === 1 ? "http-500" : "grant"
          : behaviour === "fail-after-first"
            ? requests.length === 1 ? "grant" : "http-500"
            : behaviour;
      answer(current, body, key)
        .then(({ status, reply }) => {
          response.writeHead(status, { "Content-Type": "application/timestamp-reply" });
          response.end(reply);
        })
        .catch(() => {
          response.writeHead(400);
          response.end();
        });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/tsa`,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

const statusInfo = (status: pkijs.PKIStatus) => new pkijs.PKIStatusInfo({ status });

async function answer(
  behaviour: Exclude<FakeTsaBehaviour, "fail-first" | "fail-after-first">,
  body: Uint8Array,
  key: ReturnType<typeof openSealKey>,
): Promise<{ status: number; reply: Uint8Array }> {
  if (behaviour === "http-500") return { status: 500, reply: Buffer.from("internal error") };
  if (behaviour === "garbage") return { status: 200, reply: Buffer.from("<html>not a timestamp</html>") };
  if (behaviour === "rejection") {
    return { status: 200, reply: toDer(new pkijs.TimeStampResp({ status: statusInfo(pkijs.PKIStatus.rejection) }).toSchema()) };
  }

  const timeStampRequest = new pkijs.TimeStampReq({ schema: parseAsn1(body, "The timestamp request") });
  const imprint =
    behaviour === "other-imprint" ? messageImprint(new Uint8Array(randomBytes(32))) : timeStampRequest.messageImprint;
  const serial = randomBytes(8);
  serial[0] = (serial[0] ?? 0) & 0x7f;
  const tstInfo = new pkijs.TSTInfo({
    version: 1,
    policy: TEST_POLICY,
    messageImprint: imprint,
    serialNumber: new asn1js.Integer({ valueHex: serial }),
    genTime: new Date(),
    ...(timeStampRequest.nonce ? { nonce: timeStampRequest.nonce } : {}),
  });
  const token = await createSignedData({
    key,
    contentType: OID.tstInfo,
    content: { encapsulated: toDer(tstInfo.toSchema()) },
  });
  const reply = new asn1js.Sequence({
    value: [statusInfo(pkijs.PKIStatus.granted).toSchema(), parseAsn1(token, "The token")],
  });
  return { status: 200, reply: toDer(reply) };
}
