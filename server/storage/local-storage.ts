/**
 * The embedded default: objects are files under $DATA_DIR/files/<key>, their content type in a
 * hidden sidecar `.<name>.meta.json` beside them. Every write goes to a hidden temp file in the
 * target's directory and is renamed into place, so a reader sees the old object or the new one,
 * never half of one. Presigned URLs point at the app's own /api/storage route
 * (local-url-signature.ts), which calls writeExactly and openObject.
 *
 * Upload URLs are single-use: the first PUT leaves an empty marker under
 * `.used-upload-urls/<day the URL expires>/<sha256 of the key>`, and a marker there refuses every
 * later PUT, also after the object was committed and deleted. Whole days of markers are removed
 * once all their URLs have expired (forgetUsedUploadUrls).
 */
import { createHash, randomUUID } from "node:crypto";
import { createWriteStream } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { ByteCounter } from "./byte-counter";
import { assertContentType } from "./media-type";
import { signStorageUrl, verifyStorageUrl, type SignedUrlClaims } from "./local-url-signature";
import type { PresignedUpload, Storage, StoredObject } from "./storage";
import { objectNotFound, UploadUrlUsedError } from "./storage-errors";
import { assertValidStorageKey } from "./storage-key";

export interface LocalStorageOptions {
  /** $DATA_DIR/files */
  rootDir: string;
  /** ${APP_URL}/api/storage */
  baseUrl: string;
  /** secrets().secretKey */
  signingKey: string;
}

interface Sidecar {
  contentType: string;
}

type Body = Buffer | Uint8Array | Readable;

/** Documents are nobody else's business on a shared machine: only the server's user may read them. */
const DIRECTORY_MODE = 0o700;
const FILE_MODE = 0o600;

/** Error codes that mean "there is no object here" (a directory, or a file where a directory is). */
const MISSING = new Set(["ENOENT", "ENOTDIR", "EISDIR"]);

function isMissing(error: unknown): boolean {
  return MISSING.has((error as NodeJS.ErrnoException).code ?? "");
}

function unixSeconds(date: Date): number {
  const time = date.getTime();
  if (Number.isNaN(time)) throw new RangeError("expiresAt is not a valid date");
  return Math.floor(time / 1000);
}

/** A dot-name, so that no storage key can reach it (storage-key.ts). */
const USED_UPLOAD_URLS_DIR = ".used-upload-urls";

const dayOf = (date: Date) => date.toISOString().slice(0, 10);

function sidecarPath(file: string): string {
  return path.join(path.dirname(file), `.${path.basename(file)}.meta.json`);
}

function tempPath(file: string): string {
  return path.join(path.dirname(file), `.${path.basename(file)}.${randomUUID()}.tmp`);
}

function asReadable(body: Body): Readable {
  // Note: Readable.from(buffer) would iterate byte by byte; wrapped in an array it is one chunk.
  if (body instanceof Readable) return body;
  return Readable.from([Buffer.from(body.buffer, body.byteOffset, body.byteLength)]);
}

export class LocalStorage implements Storage {
  readonly driver = "local" as const;

  constructor(private readonly options: LocalStorageOptions) {}

  async presignUpload(input: { key: string; contentType: string; sizeBytes: number; expiresAt: Date }): Promise<PresignedUpload> {
    assertValidStorageKey(input.key);
    assertContentType(input.contentType);
    if (!Number.isSafeInteger(input.sizeBytes) || input.sizeBytes < 0) {
      throw new RangeError(`sizeBytes must be a non-negative integer, got ${input.sizeBytes}`);
    }
    const expires = unixSeconds(input.expiresAt);
    const url = this.sign({
      method: "PUT",
      key: input.key,
      contentType: input.contentType,
      sizeBytes: input.sizeBytes,
      expires,
    });
    return { url, method: "PUT", headers: { "Content-Type": input.contentType }, expiresAt: new Date(expires * 1000) };
  }

  async presignDownload(input: { key: string; expiresAt: Date; fileName?: string; contentType?: string }): Promise<string> {
    assertValidStorageKey(input.key);
    if (input.contentType) assertContentType(input.contentType);
    return this.sign({
      method: "GET",
      key: input.key,
      contentType: input.contentType || undefined,
      expires: unixSeconds(input.expiresAt),
      fileName: input.fileName || undefined,
    });
  }

  /** The claims of a presigned URL of this storage, or null when its signature does not hold. */
  verifySignedUrl(key: string, query: URLSearchParams): SignedUrlClaims | null {
    return verifyStorageUrl(this.options.signingKey, key, query);
  }

  async head(key: string): Promise<StoredObject | null> {
    const file = this.pathOf(key);
    try {
      const stats = await fs.stat(file);
      if (!stats.isFile()) return null;
      return { sizeBytes: stats.size, contentType: await this.readContentType(file) };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  /** The stream, size and type of one and the same version of the object. */
  async openObject(key: string): Promise<StoredObject & { stream: Readable }> {
    const file = this.pathOf(key);
    const handle = await fs.open(file, "r").catch((error: unknown) => {
      throw isMissing(error) ? objectNotFound(key) : error;
    });
    try {
      const stats = await handle.stat();
      if (!stats.isFile()) throw objectNotFound(key);
      const contentType = await this.readContentType(file);
      return { stream: handle.createReadStream(), sizeBytes: stats.size, contentType };
    } catch (error) {
      await handle.close();
      throw error;
    }
  }

  async openReadStream(key: string): Promise<Readable> {
    return (await this.openObject(key)).stream;
  }

  async readBytes(key: string): Promise<Buffer> {
    try {
      return await fs.readFile(this.pathOf(key));
    } catch (error) {
      throw isMissing(error) ? objectNotFound(key) : error;
    }
  }

  async write(key: string, body: Body, options: { contentType: string }): Promise<void> {
    await this.writeFrom(key, asReadable(body), options.contentType, new ByteCounter());
  }

  /**
   * Streams the PUT of a presigned upload URL to disk, refusing it (SizeMismatchError, nothing
   * left behind) unless it has exactly sizeBytes bytes, and refusing (UploadUrlUsedError) every
   * PUT after the first one that succeeded. Answers the MD5 that S3 would give as the ETag.
   */
  async writeExactly(
    key: string,
    body: Readable,
    options: { contentType: string; sizeBytes: number; urlExpiresAt: Date },
  ): Promise<{ md5: string }> {
    const marker = this.usedUrlMarker(key, options.urlExpiresAt);
    await fs.mkdir(path.dirname(marker), { recursive: true });
    // Note: created exclusively, so of two simultaneous PUTs only one gets past this line.
    await fs.writeFile(marker, "", { flag: "wx" }).catch((error: unknown) => {
      if ((error as NodeJS.ErrnoException).code === "EEXIST") {
        throw new UploadUrlUsedError(`The upload URL for ${key} was already used`);
      }
      throw error;
    });
    const counter = new ByteCounter(options.sizeBytes);
    try {
      await this.writeFrom(key, body, options.contentType, counter);
    } catch (error) {
      // A refused PUT stored nothing, so the client may try again with the right bytes.
      await fs.rm(marker, { force: true });
      throw error;
    }
    return { md5: counter.md5 };
  }

  /** Removes the markers of used upload URLs whose day of expiry ended before `expiredBefore`. */
  async forgetUsedUploadUrls(expiredBefore: Date): Promise<void> {
    const root = path.join(this.options.rootDir, USED_UPLOAD_URLS_DIR);
    const days = await fs.readdir(root).catch((error: unknown) => {
      if (isMissing(error)) return [];
      throw error;
    });
    for (const day of days) {
      if (day < dayOf(expiredBefore)) await fs.rm(path.join(root, day), { recursive: true, force: true });
    }
  }

  async copy(fromKey: string, toKey: string): Promise<void> {
    const source = this.pathOf(fromKey);
    const target = this.pathOf(toKey);
    await fs.mkdir(path.dirname(target), { recursive: true, mode: DIRECTORY_MODE });
    const temp = tempPath(target);
    try {
      await fs.copyFile(source, temp).catch((error: unknown) => {
        throw isMissing(error) ? objectNotFound(fromKey) : error;
      });
      // copyFile keeps the source's mode, and objects stored before modes were set may be wider.
      await fs.chmod(temp, FILE_MODE);
      const contentType = await this.readContentType(source);
      if (contentType === null) await fs.rm(sidecarPath(target), { force: true });
      else await this.writeSidecar(target, { contentType });
      await fs.rename(temp, target);
    } catch (error) {
      await fs.rm(temp, { force: true });
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    const file = this.pathOf(key);
    for (const target of [file, sidecarPath(file)]) {
      await fs.unlink(target).catch((error: unknown) => {
        if (!isMissing(error)) throw error;
      });
    }
  }

  private usedUrlMarker(key: string, urlExpiresAt: Date): string {
    const name = createHash("sha256").update(key).digest("hex");
    return path.join(this.options.rootDir, USED_UPLOAD_URLS_DIR, dayOf(urlExpiresAt), name);
  }

  private sign(claims: SignedUrlClaims): string {
    return signStorageUrl(this.options.baseUrl, this.options.signingKey, claims);
  }

  private pathOf(key: string): string {
    assertValidStorageKey(key);
    return path.join(this.options.rootDir, key);
  }

  private async writeFrom(key: string, source: Readable, contentType: string, counter: ByteCounter): Promise<void> {
    assertContentType(contentType);
    const target = this.pathOf(key);
    await fs.mkdir(path.dirname(target), { recursive: true, mode: DIRECTORY_MODE });
    const temp = tempPath(target);
    try {
      await pipeline(source, counter, createWriteStream(temp, { flags: "wx", mode: FILE_MODE }));
      // Note: the sidecar goes first, so a new object never shows with no content type.
      await this.writeSidecar(target, { contentType });
      await fs.rename(temp, target);
    } catch (error) {
      await fs.rm(temp, { force: true });
      throw error;
    }
  }

  private async readContentType(file: string): Promise<string | null> {
    try {
      const sidecar = JSON.parse(await fs.readFile(sidecarPath(file), "utf8")) as Partial<Sidecar>;
      return typeof sidecar.contentType === "string" ? sidecar.contentType : null;
    } catch (error) {
      if (isMissing(error) || error instanceof SyntaxError) return null;
      throw error;
    }
  }

  private async writeSidecar(file: string, sidecar: Sidecar): Promise<void> {
    const target = sidecarPath(file);
    const temp = tempPath(file);
    try {
      await fs.writeFile(temp, JSON.stringify(sidecar), { flag: "wx", mode: FILE_MODE });
      await fs.rename(temp, target);
    } catch (error) {
      await fs.rm(temp, { force: true });
      throw error;
    }
  }
}
