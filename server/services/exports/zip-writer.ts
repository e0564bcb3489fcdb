/**
 * A ZIP streamed to storage as it is built (fflate): each file is compressed and handed to the
 * storage write as soon as it is added, and adding waits while the write is behind, so an
 * export holds one process's files in memory at a time, not the organization's.
 */
import { once } from "node:events";
import { PassThrough } from "node:stream";
import { Zip, ZipDeflate, ZipPassThrough } from "fflate";
import { sha256Hex } from "../../crypto/sha256";
import { PermanentJobError } from "../../queue/define-job";
import { getStorage } from "../../storage/storage";

/** Without ZIP64 no offset may pass 4 GiB; the margin leaves room for the central directory. */
const MAX_ZIP_BYTES = 4 * 1024 ** 3 - 64 * 1024 ** 2;

export class ExportTooLargeError extends PermanentJobError {
  constructor() {
    super("The export is larger than 4 GB, more than one ZIP file can hold. Export fewer processes, for example one period at a time.");
    this.name = "ExportTooLargeError";
  }
}

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
  private written = 0;

  /** maxBytes: a smaller cap only for tests. */
  constructor(
    key: string,
    private readonly maxBytes = MAX_ZIP_BYTES,
  ) {
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
    // Note: counted before compression, so a little early; better than a ZIP nobody can open.
    this.written += bytes.byteLength + path.length + 128;
    if (this.written > this.maxBytes) throw new ExportTooLargeError();
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
