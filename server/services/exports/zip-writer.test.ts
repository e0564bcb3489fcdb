/** The ZIP written to storage as it is built, read back whole (docs/operations.md, "Export"). */
import { unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { sha256Hex } from "../../crypto/sha256";
import { getStorage } from "../../storage/storage";
import { ExportTooLargeError, StorageZipWriter } from "./zip-writer";

describe("StorageZipWriter", () => {
  it("stores every file as added, with its size and SHA-256", async () => {
    const zip = new StorageZipWriter("orgs/zip-test/exports/ok.zip");
    const pdf = new Uint8Array(300_000).map((_, index) => index % 251);
    const added = [await zip.add("a/signed.pdf", pdf, { compress: false }), await zip.add("a/process.json", '{"ü":1}\n', { compress: true })];
    await zip.finish();
    const files = unzipSync(new Uint8Array(await getStorage().readBytes("orgs/zip-test/exports/ok.zip")));
    expect(Buffer.from(files["a/signed.pdf"]!).equals(Buffer.from(pdf))).toBe(true);
    expect(new TextDecoder().decode(files["a/process.json"])).toBe('{"ü":1}\n');
    expect(added).toEqual([
      { path: "a/signed.pdf", bytes: 300_000, sha256: sha256Hex(pdf) },
      { path: "a/process.json", bytes: 9, sha256: sha256Hex('{"ü":1}\n') },
    ]);
  });

  it("stops before the size a ZIP without ZIP64 cannot hold, and an abort leaves no file", async () => {
    const zip = new StorageZipWriter("orgs/zip-test/exports/big.zip", 100_000);
    await zip.add("a/process.json", "{}", { compress: true });
    await expect(zip.add("a/signed.pdf", new Uint8Array(120_000), { compress: false })).rejects.toBeInstanceOf(ExportTooLargeError);
    zip.abort();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await getStorage().head("orgs/zip-test/exports/big.zip")).toBeNull();
  });
});
