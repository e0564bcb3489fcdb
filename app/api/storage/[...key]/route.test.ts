import { NextRequest } from "next/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resetEnv } from "@/server/env";
import { getStorage, resetStorage, type Storage } from "@/server/storage/storage";
import { DELETE, GET, HEAD, POST, PUT } from "./route";

let storage: Storage;
const savedBucket = process.env.S3_BUCKET;

beforeAll(() => {
  // These routes serve the local driver only; a developer's S3_BUCKET must not redirect them.
  delete process.env.S3_BUCKET;
  resetEnv();
  resetStorage();
  storage = getStorage();
});

afterAll(() => {
  if (savedBucket !== undefined) process.env.S3_BUCKET = savedBucket;
  resetEnv();
  resetStorage();
});

let counter = 0;
const newKey = (extension = "pdf") => `orgs/00000000-0000-4000-8000-000000000002/uploads/route-${++counter}.${extension}`;
const inFifteenMinutes = () => new Date(Date.now() + 15 * 60_000);
const pdfBytes = (size: number) => new Uint8Array(size).map((_, index) => index % 251);

function keyOf(url: URL): string[] {
  return url.pathname.replace(/^\/api\/storage\//, "").split("/");
}

interface PutOptions {
  headers?: Record<string, string>;
  body?: BodyInit | null;
  url?: URL;
}

async function put(uploadUrl: string, bytes: Uint8Array | null, options: PutOptions = {}) {
  const url = options.url ?? new URL(uploadUrl);
  const headers = new Headers({ "content-type": "application/pdf" });
  if (bytes) headers.set("content-length", String(bytes.byteLength));
  for (const [name, value] of Object.entries(options.headers ?? {})) headers.set(name, value);
  const request = new NextRequest(url, {
    method: "PUT",
    headers,
    body: options.body !== undefined ? options.body : (bytes as BodyInit | null),
    duplex: "half",
  } as ConstructorParameters<typeof NextRequest>[1]);
  return PUT(request, { params: Promise.resolve({ key: keyOf(url) }) });
}

async function get(downloadUrl: string, method: "GET" | "HEAD" = "GET") {
  const url = new URL(downloadUrl);
  const handler = method === "GET" ? GET : HEAD;
  return handler(new NextRequest(url, { method }), { params: Promise.resolve({ key: keyOf(url) }) });
}

/** A body that sends `bytes` in two chunks, whatever Content-Length the request claims. */
function streamOf(bytes: Uint8Array): ReadableStream<Uint8Array> {
  const middle = Math.floor(bytes.byteLength / 2);
  return new ReadableStream({
    start(controller) {
      controller.enqueue(bytes.slice(0, middle));
      controller.enqueue(bytes.slice(middle));
      controller.close();
    },
  });
}

async function presign(key: string, sizeBytes: number, expiresAt = inFifteenMinutes()) {
  return storage.presignUpload({ key, contentType: "application/pdf", sizeBytes, expiresAt });
}

async function expectRefusal(response: Response, status: number, code: string, message: RegExp) {
  expect(response.status).toBe(status);
  const body = await response.json();
  expect(body).toMatchObject({ statusCode: status, code, path: expect.stringMatching(/^\/api\/storage\//) });
  expect(body.message).toMatch(message);
}

describe("PUT /api/storage/<key>", () => {
  it("stores exactly the declared bytes and answers 200 with an ETag", async () => {
    const key = newKey();
    const bytes = pdfBytes(70_000);
    const upload = await presign(key, bytes.byteLength);
    const response = await put(upload.url, bytes, { headers: upload.headers });
    expect(response.status).toBe(200);
    expect(response.headers.get("etag")).toMatch(/^"[0-9a-f]{32}"$/);
    expect(await storage.head(key)).toEqual({ sizeBytes: 70_000, contentType: "application/pdf" });
    expect(Buffer.from(await storage.readBytes(key)).equals(Buffer.from(bytes))).toBe(true);
  });

  it("accepts a streamed body of the declared length", async () => {
    const key = newKey();
    const bytes = pdfBytes(1000);
    const upload = await presign(key, 1000);
    const response = await put(upload.url, null, { body: streamOf(bytes), headers: { "content-length": "1000" } });
    expect(response.status).toBe(200);
    expect((await storage.head(key))?.sizeBytes).toBe(1000);
  });

  it("ignores case and parameters of the Content-Type, not its media type", async () => {
    const key = newKey();
    const upload = await presign(key, 3);
    const response = await put(upload.url, pdfBytes(3), { headers: { "content-type": "Application/PDF; charset=binary" } });
    expect(response.status).toBe(200);
  });

  it("refuses another Content-Type with 415", async () => {
    const key = newKey();
    const upload = await presign(key, 3);
    await expectRefusal(await put(upload.url, pdfBytes(3), { headers: { "content-type": "text/html" } }), 415, "CONTENT_TYPE_MISMATCH", /application\/pdf/);
    expect(await storage.head(key)).toBeNull();
  });

  it("refuses a missing Content-Type with 415", async () => {
    const key = newKey();
    const upload = await presign(key, 3);
    const request = new NextRequest(upload.url, { method: "PUT", headers: { "content-length": "3" }, body: new Blob([pdfBytes(3)]) });
    request.headers.delete("content-type");
    const response = await PUT(request, { params: Promise.resolve({ key: keyOf(new URL(upload.url)) }) });
    await expectRefusal(response, 415, "CONTENT_TYPE_MISMATCH", /none/);
  });

  it("refuses a Content-Length other than the signed size with 400", async () => {
    const key = newKey();
    const upload = await presign(key, 10);
    await expectRefusal(await put(upload.url, pdfBytes(11)), 400, "SIZE_MISMATCH", /exactly 10 bytes/);
    await expectRefusal(await put(upload.url, pdfBytes(9)), 400, "SIZE_MISMATCH", /exactly 10 bytes/);
    expect(await storage.head(key)).toBeNull();
  });

  it("refuses a body without Content-Length (chunked) with 411", async () => {
    const key = newKey();
    const upload = await presign(key, 10);
    await expectRefusal(await put(upload.url, null, { body: streamOf(pdfBytes(10)) }), 411, "CONTENT_LENGTH_REQUIRED", /Content-Length is required/);
    expect(await storage.head(key)).toBeNull();
  });

  it("refuses a body longer than its Content-Length with 400 and keeps nothing", async () => {
    const key = newKey();
    const upload = await presign(key, 10);
    const response = await put(upload.url, null, { body: streamOf(pdfBytes(5000)), headers: { "content-length": "10" } });
    await expectRefusal(response, 400, "SIZE_MISMATCH", /exactly 10 bytes but the body had more/);
    expect(await storage.head(key)).toBeNull();
  });

  it("refuses a body shorter than its Content-Length with 400 and keeps nothing", async () => {
    const key = newKey();
    const upload = await presign(key, 10);
    const response = await put(upload.url, null, { body: streamOf(pdfBytes(4)), headers: { "content-length": "10" } });
    await expectRefusal(response, 400, "SIZE_MISMATCH", /exactly 10 bytes but the body had 4/);
    expect(await storage.head(key)).toBeNull();
  });

  it("refuses a short body without replacing the object already there", async () => {
    const key = newKey();
    await storage.write(key, Buffer.from("original"), { contentType: "application/pdf" });
    const upload = await presign(key, 10);
    await put(upload.url, null, { body: streamOf(pdfBytes(4)), headers: { "content-length": "10" } });
    expect((await storage.readBytes(key)).toString()).toBe("original");
  });

  it("accepts one successful PUT per URL: a second answers 409 and leaves the bytes alone", async () => {
    const key = newKey();
    const first = pdfBytes(100);
    const upload = await presign(key, 100);
    expect((await put(upload.url, first, { headers: upload.headers })).status).toBe(200);
    const second = await put(upload.url, pdfBytes(100).reverse(), { headers: upload.headers });
    await expectRefusal(second, 409, "UPLOAD_URL_USED", /already used/);
    expect(Buffer.from(await storage.readBytes(key)).equals(Buffer.from(first))).toBe(true);

    // Also once the bytes have moved on (a commit deletes the upload's copy).
    await storage.delete(key);
    await expectRefusal(await put(upload.url, first, { headers: upload.headers }), 409, "UPLOAD_URL_USED", /already used/);
    expect(await storage.head(key)).toBeNull();
  });

  it("lets a URL be used again after a refused PUT", async () => {
    const key = newKey();
    const upload = await presign(key, 10);
    await put(upload.url, null, { body: streamOf(pdfBytes(4)), headers: { "content-length": "10" } });
    expect((await put(upload.url, pdfBytes(10), { headers: upload.headers })).status).toBe(200);
  });

  it("lets only one of two simultaneous PUTs through", async () => {
    const key = newKey();
    const upload = await presign(key, 1000);
    const answers = await Promise.all([put(upload.url, pdfBytes(1000), { headers: upload.headers }), put(upload.url, pdfBytes(1000), { headers: upload.headers })]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
  });

  it("forgets used URLs once every URL of their day has expired", async () => {
    const key = newKey();
    const expiresAt = new Date(Date.now() + 60_000);
    const upload = await presign(key, 10, expiresAt);
    expect((await put(upload.url, pdfBytes(10), { headers: upload.headers })).status).toBe(200);
    await storage.forgetUsedUploadUrls(expiresAt);
    expect((await put(upload.url, pdfBytes(10), { headers: upload.headers })).status).toBe(409);
    await storage.forgetUsedUploadUrls(new Date(expiresAt.getTime() + 86_400_000));
    await storage.delete(key);
    expect((await put(upload.url, pdfBytes(10), { headers: upload.headers })).status).toBe(200);
  });

  it("refuses an expired URL with 403 saying that it expired", async () => {
    const key = newKey();
    const upload = await presign(key, 3, new Date(Date.now() - 1000));
    await expectRefusal(await put(upload.url, pdfBytes(3)), 403, "URL_EXPIRED", /expired/);
    expect(await storage.head(key)).toBeNull();
  });

  it("refuses a tampered URL with 403", async () => {
    const key = newKey();
    const upload = await presign(key, 3);
    const tampered = (change: (url: URL) => void) => {
      const url = new URL(upload.url);
      change(url);
      return url;
    };
    const attempts: Array<[string, URL, Uint8Array]> = [
      ["size", tampered((url) => url.searchParams.set("size", "4")), pdfBytes(4)],
      ["expiry", tampered((url) => url.searchParams.set("expires", String(Math.floor(Date.now() / 1000) + 86_400))), pdfBytes(3)],
      ["type", tampered((url) => url.searchParams.set("contentType", "text/html")), pdfBytes(3)],
      ["key", tampered((url) => (url.pathname = url.pathname.replace("route-", "other-"))), pdfBytes(3)],
      ["signature", tampered((url) => url.searchParams.set("sig", "A".repeat(43))), pdfBytes(3)],
      ["no signature", tampered((url) => url.searchParams.delete("sig")), pdfBytes(3)],
    ];
    for (const [what, url, bytes] of attempts) {
      const contentType = url.searchParams.get("contentType")!;
      const response = await put(upload.url, bytes, { url, headers: { "content-type": contentType } });
      expect(response.status, what).toBe(403);
      expect((await response.json()).code, what).toBe("SIGNATURE_INVALID");
    }
    expect(await storage.head(key)).toBeNull();
  });

  it("refuses a PUT to a download URL", async () => {
    const key = newKey();
    await storage.write(key, Buffer.from("abc"), { contentType: "application/pdf" });
    const url = await storage.presignDownload({ key, expiresAt: inFifteenMinutes() });
    await expectRefusal(await put(url, pdfBytes(3)), 403, "METHOD_NOT_SIGNED", /signed for GET, not PUT/);
    expect((await storage.readBytes(key)).toString()).toBe("abc");
  });
});

describe("GET /api/storage/<key>", () => {
  it("streams the bytes with their type, and as an attachment when a file name was signed", async () => {
    const key = newKey();
    const bytes = pdfBytes(5000);
    const upload = await presign(key, bytes.byteLength);
    expect((await put(upload.url, bytes)).status).toBe(200);

    const url = await storage.presignDownload({ key, expiresAt: inFifteenMinutes(), fileName: "Vertrag für Jürgen.pdf" });
    const response = await get(url);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-length")).toBe("5000");
    expect(response.headers.get("content-disposition")).toBe(
      `attachment; filename="Vertrag f_r J_rgen.pdf"; filename*=UTF-8''Vertrag%20f%C3%BCr%20J%C3%BCrgen.pdf`,
    );
    expect(Buffer.from(await response.arrayBuffer()).equals(Buffer.from(bytes))).toBe(true);
  });

  it("answers inline with the signed content type when one is given", async () => {
    const key = newKey("webp");
    await storage.write(key, Buffer.from("RIFF"), { contentType: "application/octet-stream" });
    const response = await get(await storage.presignDownload({ key, expiresAt: inFifteenMinutes(), contentType: "image/webp" }));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/webp");
    expect(response.headers.get("content-disposition")).toBeNull();
    expect(await response.text()).toBe("RIFF");
  });

  it("answers HEAD with the headers only", async () => {
    const key = newKey();
    await storage.write(key, Buffer.from("abcdef"), { contentType: "application/pdf" });
    const response = await get(await storage.presignDownload({ key, expiresAt: inFifteenMinutes() }), "HEAD");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-length")).toBe("6");
    expect(response.body).toBeNull();
  });

  it("answers 404 for a missing object", async () => {
    const key = newKey();
    const response = await get(await storage.presignDownload({ key, expiresAt: inFifteenMinutes() }));
    await expectRefusal(response, 404, "NOT_FOUND", /No object/);
  });

  it("refuses a GET of an upload URL", async () => {
    const key = newKey();
    await storage.write(key, Buffer.from("secret"), { contentType: "application/pdf" });
    const upload = await presign(key, 6);
    await expectRefusal(await get(upload.url), 403, "METHOD_NOT_SIGNED", /signed for PUT, not GET/);
  });

  it("refuses an expired or tampered download URL", async () => {
    const key = newKey();
    await storage.write(key, Buffer.from("abc"), { contentType: "application/pdf" });
    await expectRefusal(await get(await storage.presignDownload({ key, expiresAt: new Date(Date.now() - 1000) })), 403, "URL_EXPIRED", /expired/);
    const url = new URL(await storage.presignDownload({ key, expiresAt: inFifteenMinutes() }));
    url.searchParams.set("contentType", "text/html");
    await expectRefusal(await get(url.toString()), 403, "SIGNATURE_INVALID", /signature/);
  });
});

describe("other methods on /api/storage/<key>", () => {
  it("answer 405 with the error body", async () => {
    for (const [method, handler] of [["POST", POST], ["DELETE", DELETE]] as const) {
      const response = await handler(new NextRequest("http://localhost:3000/api/storage/orgs/x/a.pdf", { method }));
      expect(response.status).toBe(405);
      expect(response.headers.get("allow")).toBe("GET, HEAD, PUT, OPTIONS");
      expect(await response.json()).toMatchObject({ statusCode: 405, method, error: "Method Not Allowed" });
    }
  });
});
