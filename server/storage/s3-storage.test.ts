import { Readable } from "node:stream";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { resetEnv } from "../env";
import { getStorage, resetStorage, StorageObjectNotFoundError, type Storage } from "./storage";
import { InvalidStorageKeyError } from "./storage-errors";
import { startFakeS3Server, type FakeS3Server } from "./testing/fake-s3-server";

const S3_SETTINGS = ["S3_BUCKET", "S3_REGION", "S3_ENDPOINT", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY", "S3_FORCE_PATH_STYLE"] as const;
const saved = Object.fromEntries(S3_SETTINGS.map((name) => [name, process.env[name]]));

let fake: FakeS3Server;
let storage: Storage;

beforeAll(async () => {
  fake = await startFakeS3Server();
  Object.assign(process.env, {
    S3_BUCKET: "signet-test",
    S3_REGION: "eu-central-1",
    S3_ENDPOINT: fake.endpoint,
    S3_ACCESS_KEY_ID: "test-access-key",
    S3_SECRET_ACCESS_KEY: "test-secret-key",
    S3_FORCE_PATH_STYLE: "true",
  });
  resetEnv();
  resetStorage();
  storage = getStorage();
});

afterAll(async () => {
  for (const name of S3_SETTINGS) {
    if (saved[name] === undefined) delete process.env[name];
    else process.env[name] = saved[name];
  }
  resetEnv();
  resetStorage();
  await fake.close();
});

beforeEach(() => {
  fake.requests.length = 0;
});

const key = (name: string) => `orgs/00000000-0000-4000-8000-000000000003/s3-test/${name}`;
const inFifteenMinutes = () => new Date(Date.now() + 15 * 60_000);

describe("S3 storage", () => {
  it("is the driver when S3_BUCKET is set", () => {
    expect(storage.driver).toBe("s3");
    expect(getStorage()).toBe(storage);
  });

  it("writes path-style into the bucket and reads the bytes back", async () => {
    await storage.write(key("a.pdf"), Buffer.from("%PDF-1.7 s3"), { contentType: "application/pdf" });
    expect(fake.requests[0]).toMatchObject({ method: "PUT" });
    expect(fake.requests[0]!.url.startsWith(`/signet-test/${key("a.pdf")}`)).toBe(true);
    expect(fake.objects.get(`signet-test/${key("a.pdf")}`)?.contentType).toBe("application/pdf");

    expect(await storage.head(key("a.pdf"))).toEqual({ sizeBytes: 11, contentType: "application/pdf" });
    expect((await storage.readBytes(key("a.pdf"))).toString()).toBe("%PDF-1.7 s3");
    const chunks: Buffer[] = [];
    for await (const chunk of await storage.openReadStream(key("a.pdf"))) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).toString()).toBe("%PDF-1.7 s3");
  });

  it("writes a stream with its length", async () => {
    await storage.write(key("stream.bin"), Readable.from([Buffer.from("ab"), Buffer.from("cde")]), { contentType: "application/octet-stream" });
    expect(fake.requests[0]!.headers["content-length"]).toBe("5");
    expect((await storage.readBytes(key("stream.bin"))).toString()).toBe("abcde");
  });

  it("reports a missing object as null or StorageObjectNotFoundError", async () => {
    expect(await storage.head(key("missing.pdf"))).toBeNull();
    await expect(storage.readBytes(key("missing.pdf"))).rejects.toThrow(StorageObjectNotFoundError);
    await expect(storage.openReadStream(key("missing.pdf"))).rejects.toThrow(StorageObjectNotFoundError);
    await expect(storage.copy(key("missing.pdf"), key("copy.pdf"))).rejects.toThrow(StorageObjectNotFoundError);
  });

  it("copies server-side and deletes, missing objects included", async () => {
    await storage.write(key("source.pdf"), Buffer.from("copy me"), { contentType: "application/pdf" });
    await storage.copy(key("source.pdf"), key("copies/target.pdf"));
    expect(fake.requests.at(-1)!.headers["x-amz-copy-source"]).toBe(`signet-test/${key("source.pdf")}`);
    expect(await storage.head(key("copies/target.pdf"))).toEqual({ sizeBytes: 7, contentType: "application/pdf" });

    await storage.delete(key("copies/target.pdf"));
    expect(await storage.head(key("copies/target.pdf"))).toBeNull();
    await expect(storage.delete(key("copies/target.pdf"))).resolves.toBeUndefined();
  });

  it("refuses invalid keys before calling S3", async () => {
    await expect(storage.write("../x", Buffer.from("x"), { contentType: "text/plain" })).rejects.toThrow(InvalidStorageKeyError);
    await expect(storage.head("/x")).rejects.toThrow(InvalidStorageKeyError);
    expect(fake.requests).toEqual([]);
  });

  it("presigns uploads bound to content type and length, without a checksum of an empty body", async () => {
    const bytes = Buffer.from("%PDF-1.7 presigned upload");
    const upload = await storage.presignUpload({
      key: key("presigned.pdf"),
      contentType: "application/pdf",
      sizeBytes: bytes.byteLength,
      expiresAt: inFifteenMinutes(),
    });
    expect(upload.method).toBe("PUT");
    expect(upload.headers).toEqual({ "Content-Type": "application/pdf" });
    const url = new URL(upload.url);
    expect(url.origin).toBe(fake.endpoint);
    expect(url.pathname).toBe(`/signet-test/${key("presigned.pdf")}`);
    expect(url.searchParams.get("X-Amz-SignedHeaders")!.split(";")).toEqual(expect.arrayContaining(["content-length", "content-type", "host"]));
    // A few milliseconds pass between choosing expiresAt and signing; S3 counts whole seconds.
    expect(["899", "900"]).toContain(url.searchParams.get("X-Amz-Expires"));
    expect(url.searchParams.has("x-amz-checksum-crc32")).toBe(false);
    expect(Math.abs(upload.expiresAt.getTime() - (Date.now() + 900_000))).toBeLessThan(2000);

    const response = await fetch(upload.url, { method: "PUT", headers: upload.headers, body: bytes });
    expect(response.status).toBe(200);
    const received = fake.requests.at(-1)!;
    expect(received.headers["content-type"]).toBe("application/pdf");
    expect(received.headers["content-length"]).toBe(String(bytes.byteLength));
    expect(received.body.equals(bytes)).toBe(true);
    expect(await storage.head(key("presigned.pdf"))).toEqual({ sizeBytes: bytes.byteLength, contentType: "application/pdf" });
  });

  it("refuses to presign an expiry S3 cannot sign", async () => {
    const input = { key: key("x.pdf"), contentType: "application/pdf", sizeBytes: 1 };
    await expect(storage.presignUpload({ ...input, expiresAt: new Date(Date.now() - 1000) })).rejects.toThrow(RangeError);
    await expect(storage.presignUpload({ ...input, expiresAt: new Date(Date.now() + 8 * 86_400_000) })).rejects.toThrow(RangeError);
  });

  it("presigns downloads that answer as an attachment with the signed type", async () => {
    await storage.write(key("download.pdf"), Buffer.from("download me"), { contentType: "application/octet-stream" });
    const url = await storage.presignDownload({
      key: key("download.pdf"),
      expiresAt: inFifteenMinutes(),
      fileName: "Übersicht.pdf",
      contentType: "application/pdf",
    });
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-disposition")).toBe(`attachment; filename="_bersicht.pdf"; filename*=UTF-8''%C3%9Cbersicht.pdf`);
    expect(await response.text()).toBe("download me");
  });
});
