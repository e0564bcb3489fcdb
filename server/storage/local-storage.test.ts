import fs from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { env, resetEnv } from "../env";
import { InvalidStorageKeyError } from "./storage-errors";
import { getStorage, resetStorage, StorageObjectNotFoundError, type Storage } from "./storage";

let storage: Storage;
const savedBucket = process.env.S3_BUCKET;

beforeAll(() => {
  // The local driver is the default; a developer's S3_BUCKET must not redirect these tests.
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

const key = (name: string) => `orgs/00000000-0000-4000-8000-000000000001/local-test/${name}`;

describe("local storage", () => {
  it("is the driver when S3_BUCKET is unset, one instance per process", () => {
    expect(storage.driver).toBe("local");
    expect(getStorage()).toBe(storage);
  });

  it("writes under $DATA_DIR/files/<key> and reads the same bytes back", async () => {
    await storage.write(key("a.pdf"), Buffer.from("%PDF-1.7 hello"), { contentType: "application/pdf" });
    expect(fs.readFileSync(path.join(env().DATA_DIR, "files", key("a.pdf")), "utf8")).toBe("%PDF-1.7 hello");
    expect(await storage.head(key("a.pdf"))).toEqual({ sizeBytes: 14, contentType: "application/pdf" });
    expect((await storage.readBytes(key("a.pdf"))).toString()).toBe("%PDF-1.7 hello");
    const chunks: Buffer[] = [];
    for await (const chunk of await storage.openReadStream(key("a.pdf"))) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).toString()).toBe("%PDF-1.7 hello");
  });

  it("writes a stream and a Uint8Array view", async () => {
    await storage.write(key("stream.bin"), Readable.from([Buffer.from("ab"), Buffer.from("cd")]), { contentType: "application/octet-stream" });
    expect((await storage.readBytes(key("stream.bin"))).toString()).toBe("abcd");
    const view = new Uint8Array([0, 1, 2, 3, 4]).subarray(1, 4);
    await storage.write(key("view.bin"), view, { contentType: "application/octet-stream" });
    expect([...(await storage.readBytes(key("view.bin")))]).toEqual([1, 2, 3]);
  });

  it("replaces an object whole and leaves no temp files behind", async () => {
    await storage.write(key("replace.txt"), Buffer.from("first version"), { contentType: "text/plain" });
    await storage.write(key("replace.txt"), Buffer.from("second"), { contentType: "text/markdown" });
    expect(await storage.head(key("replace.txt"))).toEqual({ sizeBytes: 6, contentType: "text/markdown" });
    const directory = path.dirname(path.join(env().DATA_DIR, "files", key("replace.txt")));
    expect(fs.readdirSync(directory).filter((name) => name.endsWith(".tmp"))).toEqual([]);
  });

  it("removes the temp file when the source stream fails", async () => {
    const failing = new Readable({
      read() {
        this.destroy(new Error("connection lost"));
      },
    });
    await expect(storage.write(key("failed.bin"), failing, { contentType: "application/pdf" })).rejects.toThrow("connection lost");
    expect(await storage.head(key("failed.bin"))).toBeNull();
    const directory = path.dirname(path.join(env().DATA_DIR, "files", key("failed.bin")));
    expect(fs.readdirSync(directory).filter((name) => name.includes("failed.bin"))).toEqual([]);
  });

  it("copies an object with its content type", async () => {
    await storage.write(key("source.pdf"), Buffer.from("copy me"), { contentType: "application/pdf" });
    await storage.copy(key("source.pdf"), key("copies/target.pdf"));
    expect(await storage.head(key("copies/target.pdf"))).toEqual({ sizeBytes: 7, contentType: "application/pdf" });
    expect((await storage.readBytes(key("copies/target.pdf"))).toString()).toBe("copy me");
    await expect(storage.copy(key("nothing.pdf"), key("copies/none.pdf"))).rejects.toThrow(StorageObjectNotFoundError);
  });

  it("deletes an object, and deleting a missing one is no error", async () => {
    await storage.write(key("gone.pdf"), Buffer.from("x"), { contentType: "application/pdf" });
    await storage.delete(key("gone.pdf"));
    expect(await storage.head(key("gone.pdf"))).toBeNull();
    await expect(storage.delete(key("gone.pdf"))).resolves.toBeUndefined();
    await expect(storage.delete(key("never/was.pdf"))).resolves.toBeUndefined();
  });

  it("reports a missing object as null or StorageObjectNotFoundError, a directory too", async () => {
    expect(await storage.head(key("missing.pdf"))).toBeNull();
    await expect(storage.readBytes(key("missing.pdf"))).rejects.toThrow(StorageObjectNotFoundError);
    await expect(storage.openReadStream(key("missing.pdf"))).rejects.toThrow(StorageObjectNotFoundError);
    await storage.write(key("dir/inner.pdf"), Buffer.from("x"), { contentType: "application/pdf" });
    expect(await storage.head(key("dir"))).toBeNull();
    await expect(storage.readBytes(key("dir"))).rejects.toThrow(StorageObjectNotFoundError);
    await expect(storage.openReadStream(key("dir"))).rejects.toThrow(StorageObjectNotFoundError);
  });

  it("refuses keys that would escape $DATA_DIR/files, touching nothing", async () => {
    const outside = path.join(env().DATA_DIR, "escaped.txt");
    for (const bad of ["../escaped.txt", "orgs/../../escaped.txt", "/tmp/escaped.txt", "orgs\\..\\escaped.txt"]) {
      await expect(storage.write(bad, Buffer.from("x"), { contentType: "text/plain" }), bad).rejects.toThrow(InvalidStorageKeyError);
      await expect(storage.readBytes(bad), bad).rejects.toThrow(InvalidStorageKeyError);
      await expect(storage.head(bad), bad).rejects.toThrow(InvalidStorageKeyError);
      await expect(storage.copy(key("source.pdf"), bad), bad).rejects.toThrow(InvalidStorageKeyError);
      await expect(storage.delete(bad), bad).rejects.toThrow(InvalidStorageKeyError);
      await expect(
        storage.presignUpload({ key: bad, contentType: "application/pdf", sizeBytes: 1, expiresAt: new Date(Date.now() + 60_000) }),
        bad,
      ).rejects.toThrow(InvalidStorageKeyError);
    }
    expect(fs.existsSync(outside)).toBe(false);
  });

  it("presigns upload URLs on the app's own storage route", async () => {
    const expiresAt = new Date(Date.now() + 15 * 60_000);
    const upload = await storage.presignUpload({ key: key("up.pdf"), contentType: "application/pdf", sizeBytes: 10, expiresAt });
    expect(upload.method).toBe("PUT");
    expect(upload.headers).toEqual({ "Content-Type": "application/pdf" });
    expect(upload.url.startsWith(`${env().APP_URL}/api/storage/${key("up.pdf")}?method=PUT&`)).toBe(true);
    expect(upload.expiresAt.getTime()).toBe(Math.floor(expiresAt.getTime() / 1000) * 1000);
  });
});
