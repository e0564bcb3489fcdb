/**
 * Object storage behind one interface with two drivers (DESIGN.md, "Embedded default and
 * scale-out"): local disk under $DATA_DIR/files by default, an S3-compatible bucket when
 * S3_BUCKET is set. Services ask getStorage() and never care which one answers.
 */
import path from "node:path";
import type { Readable } from "node:stream";
import { env } from "../env";
import { secrets } from "../secrets";
import { LocalStorage } from "./local-storage";
import { S3Storage } from "./s3-storage";

export { StorageObjectNotFoundError } from "./storage-errors";

export interface StoredObject {
  sizeBytes: number;
  contentType: string | null;
}

export interface PresignedUpload {
  url: string;
  method: "PUT";
  /** Headers the client must send with the PUT. */
  headers: Record<string, string>;
  expiresAt: Date;
}

export interface Storage {
  readonly driver: "local" | "s3";
  /**
   * A URL that accepts a PUT of exactly `sizeBytes` bytes of `contentType` until expiresAt; the
   * local driver accepts only one such PUT, S3 any number (see forgetUsedUploadUrls).
   */
  presignUpload(input: { key: string; contentType: string; sizeBytes: number; expiresAt: Date }): Promise<PresignedUpload>;
  /** A URL anyone may GET until expiresAt; fileName sets Content-Disposition (attachment, RFC 5987 for non-ASCII). */
  presignDownload(input: { key: string; expiresAt: Date; fileName?: string; contentType?: string }): Promise<string>;
  head(key: string): Promise<StoredObject | null>;
  /** A Node.js readable stream of the object; throws StorageObjectNotFoundError when missing. */
  openReadStream(key: string): Promise<Readable>;
  /** Throws StorageObjectNotFoundError when missing. */
  readBytes(key: string): Promise<Buffer>;
  write(key: string, body: Buffer | Uint8Array | Readable, options: { contentType: string }): Promise<void>;
  /** Throws StorageObjectNotFoundError when fromKey is missing. */
  copy(fromKey: string, toKey: string): Promise<void>;
  /** Deleting a missing object is not an error. */
  delete(key: string): Promise<void>;
  /**
   * Drops what the driver keeps to make upload URLs single-use, for URLs that expired before
   * `expiredBefore` (the local driver's markers). S3 keeps nothing: it cannot refuse a second
   * PUT to a presigned URL, which is why commit checks exactly the bytes it reads.
   */
  forgetUsedUploadUrls(expiredBefore: Date): Promise<void>;
}

function createStorage(): Storage {
  const config = env();
  if (config.S3_BUCKET) {
    return new S3Storage({
      bucket: config.S3_BUCKET,
      region: config.S3_REGION,
      endpoint: config.S3_ENDPOINT,
      forcePathStyle: config.S3_FORCE_PATH_STYLE,
      accessKeyId: config.S3_ACCESS_KEY_ID,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY,
    });
  }
  return new LocalStorage({
    rootDir: path.join(config.DATA_DIR, "files"),
    baseUrl: `${config.APP_URL}/api/storage`,
    signingKey: secrets().secretKey,
  });
}

// Note: on globalThis because Next.js bundles each route separately; one instance per process.
const cache = globalThis as unknown as { __signetStorage?: Storage };

export function getStorage(): Storage {
  cache.__signetStorage ??= createStorage();
  return cache.__signetStorage;
}

/** Tests change the environment and then forget the chosen driver. */
export function resetStorage(): void {
  cache.__signetStorage = undefined;
}
