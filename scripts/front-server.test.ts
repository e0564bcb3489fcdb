import http from "node:http";
import net from "node:net";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { signers } from "@/server/db/schema";
import { createApiLane } from "@/server/http/api-lane";
import { resetRateLimiter } from "@/server/throttle/rate-limiter";
import { createTestDatabase, type TestDatabase } from "@/tests/support/database";
import { seedOrganization, type SeededOrganization } from "@/tests/support/fixtures";
import { oneSignerProcess, readyAsset } from "@/tests/support/signing";
import { currentRequestId } from "@/server/log/request-context.mjs";
import { captureLogLines } from "@/tests/support/log-lines";
import { createFrontServer } from "./front-server.mjs";

// The server `npm start` runs, with the real /api/v1 lane and a stand-in for Next.js that marks
// what reaches it (and, like Next.js, redirects a trailing slash with a 308).
const NEXT_MARK = "x-answered-by-next";
/** The request id the stand-in read from its request's header and from the request's context. */
const SEEN_REQUEST_ID = "x-seen-request-id";
const DEADLINE_MS = 300;

let database: TestDatabase;
let org: SeededOrganization;
let server: http.Server;
let port: number;

beforeAll(async () => {
  database = await createTestDatabase();
  org = await seedOrganization(database.db);
  const lane = createApiLane();
  server = createFrontServer({
    lane: () => lane,
    bodyDeadlineMs: DEADLINE_MS,
    handleNext: async (request, response) => {
      response.setHeader(NEXT_MARK, "yes");
      response.setHeader(SEEN_REQUEST_ID, `${request.headers["x-request-id"]} ${currentRequestId()}`);
      if (request.url?.endsWith("/") && request.url !== "/") response.writeHead(308, { location: request.url.slice(0, -1) }).end();
      else response.end("next");
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await database.close();
});
beforeEach(() => resetRateLimiter());
afterEach(() => vi.restoreAllMocks());

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** node:http, because fetch refuses TRACE and tidies paths. */
function send(method: string, path: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request({ host: "127.0.0.1", port, method, path, headers }, (response) => {
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (body += chunk));
      response.on("end", () => resolve({ status: response.statusCode!, headers: response.headers, body }));
    });
    request.on("error", reject);
    request.end();
  });
}

function expectSecurityHeaders(headers: http.IncomingHttpHeaders) {
  expect(headers["x-frame-options"]).toBe("DENY");
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["content-security-policy"]).toContain("default-src 'self'");
}

describe("methods /api/v1 does not serve", () => {
  it.each(["TRACE", "PROPFIND", "OPTIONS", "MKCOL"])("%s answers 405 with the error body, behind the throttle", async (method) => {
    const answer = await send(method, "/api/v1/api-keys", { "x-api-key": org.adminKey });
    expect(answer.headers[NEXT_MARK]).toBeUndefined();
    expect(answer.status).toBe(405);
    expect(JSON.parse(answer.body)).toMatchObject({ statusCode: 405, error: "Method Not Allowed", method, path: "/api/v1/api-keys" });
    expect(answer.headers.allow).toBe("GET, POST, PUT, PATCH, DELETE");
    expect(answer.headers["x-ratelimit-limit"]).toBeDefined();
    expectSecurityHeaders(answer.headers);
  });

  it("answers 405 on an unknown path too", async () => {
    const answer = await send("PROPFIND", "/api/v1/no-such-thing");
    expect(answer.status).toBe(405);
    expect(JSON.parse(answer.body)).toMatchObject({ statusCode: 405, method: "PROPFIND", path: "/api/v1/no-such-thing" });
  });

  it("answers a HEAD of a signing link 405 without a body, and the signer is not marked opened", async () => {
    const assetId = await readyAsset(database.db, org.adminKey);
    const { id, token } = await oneSignerProcess(database.db, org.adminKey, assetId);
    const answer = await send("HEAD", `/api/v1/sign/${token}`);
    expect(answer.status).toBe(405);
    expect(answer.body).toBe("");
    expect(answer.headers["referrer-policy"]).toBe("no-referrer");
    const [slot] = await database.db.select().from(signers).where(eq(signers.signingProcessId, id));
    expect(slot!.status).toBe("READY");
    expect(slot!.openedAt).toBeNull();
  });
});

describe("request ids", () => {
  const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

  it("answers a proxy's sane X-Request-Id, and every log line of the request carries it", async () => {
    const capture = captureLogLines("debug");
    try {
      const answer = await send("GET", "/api/v1/api-keys", { "x-api-key": org.adminKey, "x-request-id": "edge-7f3a.42:1" });
      expect(answer.status).toBe(200);
      expect(answer.headers["x-request-id"]).toBe("edge-7f3a.42:1");
      const answered = capture.lines.find((line) => line.msg === "api request answered");
      expect(answered).toMatchObject({ requestId: "edge-7f3a.42:1", method: "GET", route: "/api-keys", status: 200 });
    } finally {
      capture.restore();
    }
  });

  it("replaces one that is too long or holds other characters, and generates one when none came", async () => {
    for (const incoming of ["x".repeat(129), "id with spaces", "<script>", "a;b=c", "", "%0d%0a"]) {
      const answer = await send("GET", "/api/v1/api-keys", { "x-api-key": org.adminKey, "x-request-id": incoming });
      expect(answer.headers["x-request-id"]).toMatch(UUID);
    }
    const first = (await send("GET", "/api/v1/api-keys", { "x-api-key": org.adminKey })).headers["x-request-id"];
    const second = (await send("GET", "/api/v1/api-keys", { "x-api-key": org.adminKey })).headers["x-request-id"];
    expect(first).toMatch(UUID);
    expect(second).toMatch(UUID);
    expect(first).not.toBe(second);
  });

  it("gives pages (Next.js) the same id in the request header and in the request's context", async () => {
    const answer = await send("GET", "/dashboard", { "x-request-id": "not ok!" });
    const id = answer.headers["x-request-id"] as string;
    expect(id).toMatch(UUID);
    expect(answer.headers[SEEN_REQUEST_ID]).toBe(`${id} ${id}`);
    expect((await send("GET", "/dashboard", { "x-request-id": "lb-1" })).headers["x-request-id"]).toBe("lb-1");
  });
});

describe("answers outside the lane", () => {
  it("a redirect Next.js sends carries the security headers", async () => {
    const answer = await send("GET", "/api/v1/api-keys/");
    expect(answer.headers[NEXT_MARK]).toBe("yes");
    expect(answer.status).toBe(308);
    expectSecurityHeaders(answer.headers);
  });

  it("a method no route serves answers 405 without reaching Next.js", async () => {
    const answer = await send("TRACE", "/dashboard");
    expect(answer.headers[NEXT_MARK]).toBeUndefined();
    expect(answer.status).toBe(405);
    expectSecurityHeaders(answer.headers);
  });

  it("a page still reaches Next.js with its headers", async () => {
    const answer = await send("GET", "/dashboard");
    expect(answer.headers[NEXT_MARK]).toBe("yes");
    expectSecurityHeaders(answer.headers);
  });

  it("the embedded signing page reaches Next.js without a frame policy, which proxy.ts sets per address", async () => {
    const answer = await send("GET", "/embed/sign/aGVsbG8");
    expect(answer.headers[NEXT_MARK]).toBe("yes");
    expect(answer.headers["x-frame-options"]).toBeUndefined();
    expect(answer.headers["content-security-policy"]).toBeUndefined();
    expect(answer.headers["referrer-policy"]).toBe("no-referrer");
    expect(answer.headers["x-content-type-options"]).toBe("nosniff");
    expectSecurityHeaders((await send("GET", "/embed.js")).headers);
    expectSecurityHeaders((await send("GET", "/embed/signature")).headers);
  });
});

/** Opens a raw connection, sends `head` and `partial`, and answers the socket and what came back. */
async function rawRequest(head: string, partial: string): Promise<{ socket: net.Socket; received: Promise<string> }> {
  const socket = net.connect(port, "127.0.0.1");
  await new Promise<void>((resolve) => socket.once("connect", resolve));
  let text = "";
  socket.setEncoding("utf8");
  socket.on("data", (chunk: string) => (text += chunk));
  const received = new Promise<string>((resolve) => socket.once("close", () => resolve(text)));
  socket.write(head + partial);
  return { socket, received };
}

describe("request bodies that do not arrive", () => {
  it("logs a body the client aborts as one line, not a server error with a stack", async () => {
    const capture = captureLogLines();
    const warnings = () => capture.lines.filter((line) => line.level === "warn").map((line) => String(line.msg));
    const { socket } = await rawRequest(
      `POST /api/v1/template-tags HTTP/1.1\r\nHost: x\r\nX-API-Key: ${org.adminKey}\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n`,
      '{"name":',
    );
    // Note: a moment for the lane to start reading the body, so that the abort reaches it.
    await new Promise((resolve) => setTimeout(resolve, 100));
    socket.destroy();
    try {
      await vi.waitFor(() => expect(warnings().some((line) => line.includes("aborted"))).toBe(true));
      expect(capture.lines.filter((line) => line.level === "error")).toEqual([]);
      expect(warnings().find((entry) => entry.includes("aborted"))).toBe("[api] POST /api/v1/template-tags: the client aborted the request");
    } finally {
      capture.restore();
    }
  });

  it("answers 408 and closes a body still arriving at its deadline", async () => {
    const { socket, received } = await rawRequest(
      `POST /api/v1/template-tags HTTP/1.1\r\nHost: x\r\nX-API-Key: ${org.adminKey}\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n`,
      "{",
    );
    const trickle = setInterval(() => socket.writable && socket.write(" "), 50);
    try {
      const text = await received;
      expect(text).toMatch(/^HTTP\/1\.1 408 /);
    } finally {
      clearInterval(trickle);
    }
  });
});
