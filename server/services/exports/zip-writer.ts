/**
 * A ZIP streamed to storage as it is built (fflate): each file is compressed and handed to the
 * storage write as soon as it is added, and adding waits while the write is behind, so an
 * export holds one process's files in memory at a time, not the organization's.
 */
import { once } from "node:events";
import { PassThrough } from "node:stream";
import { Zip, ZipDeflate, ZipPassThrough } from "fflate";
import { sha256Hex } from "../../crypto/sha256";
import { getStorage } from "../../storage/storage";

export interface ZippedFile {
  path: string;
  bytes: number;
  sha256: string;
}

export class StorageZipWriter {
  private readonly out = new PassThrough();
  private readonly zip: Zip;
  private readonly writing: Promise<void>;
  private failure: unknown = null;

  constructor(key: string) {
    this.zip = new Zip((error, chunk, final) => {
      if (error) return void this.out.destroy(error);
      this.out.write(chunk);
      if (final) this.out.end();
    });
    // Note: the write reports a failed stream; this listener only keeps an abort before the
    // driver attached its own (the local one first creates the directory) from going unhandled.
    this.out.on("error", () => {});
    this.writing = getStorage().write(key, this.out, { contentType: "application/zip" });
    // Note: remembered, so that an add waiting for room ends when the write failed.
    this.writing.catch((error: unknown) => (this.failure = error ?? new Error("The export's storage write failed")));
  }

  /** PDFs are already compressed: stored as they are; JSON and CSV are deflated. */
  async add(path: string, content: Uint8Array | string, options: { compress: boolean }): Promise<ZippedFile> {
    if (this.failure) throw this.failure;
    const bytes = typeof content === "string" ? new TextEncoder().encode(content) : content;
    const entry = options.compress ? new ZipDeflate(path, { level: 6 }) : new ZipPassThrough(path);
    this.zip.add(entry);
    entry.push(bytes, true);
    if (this.out.writableNeedDrain) await Promise.race([once(this.out, "drain"), this.writing]);
    return { path, bytes: bytes.byteLength, sha256: sha256Hex(bytes) };
  }

  /** Writes the central directory and waits until storage holds the whole file. */
  async finish(): Promise<void> {
    if (this.failure) throw this.failure;
    this.zip.end();
    await this.writing;
  }

  /** Gives up: the partial write fails and leaves nothing behind. */
  abort(): void {
    this.zip.terminate();
    this.out.destroy(new Error("The export was abandoned"));
  }
}
