/**
 * The scale-out driver: an S3-compatible bucket (AWS, MinIO, R2, …) through @aws-sdk/client-s3.
 * Presigned uploads sign Content-Type and Content-Length as headers, so S3 itself refuses a PUT
 * of another type or size, which is the same promise the local driver keeps.
 */
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import { getSignedUrl } from "@aws-sdk/s3-request-presigner";
import { Readable } from "node:stream";
import { buffer } from "node:stream/consumers";
import { attachmentDisposition } from "./content-disposition";
import { assertContentType } from "./media-type";
import type { PresignedUpload, Storage, StoredObject } from "./storage";
import { objectNotFound } from "./storage-errors";
import { assertValidStorageKey } from "./storage-key";

export interface S3StorageOptions {
  bucket: string;
  region: string;
  /** For S3-compatible services; unset means AWS. */
  endpoint?: string;
  forcePathStyle: boolean;
  /** Both or neither; neither means the SDK's default chain (environment, instance role, …). */
  accessKeyId?: string;
  secretAccessKey?: string;
}

/** SigV4 presigned URLs live at most seven days. */
const MAX_PRESIGN_SECONDS = 7 * 24 * 60 * 60;

function isNoSuchKey(error: unknown): boolean {
  // HEAD answers have no body, so the SDK can only name a missing object "NotFound".
  return error instanceof S3ServiceException && (error.name === "NoSuchKey" || error.name === "NotFound");
}

function createClient(options: S3StorageOptions): S3Client {
  if (Boolean(options.accessKeyId) !== Boolean(options.secretAccessKey)) {
    throw new Error("Set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither");
  }
  return new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle,
    credentials:
      options.accessKeyId && options.secretAccessKey
        ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey }
        : undefined,
    // Note: by default the SDK adds a CRC32 checksum to every PutObject; in a presigned URL
    // that is the checksum of an empty body, which makes S3 refuse the real upload. Many
    // S3-compatible services do not support these checksums at all.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
}

/** Seconds from `signedAt` to `expiresAt`, within what SigV4 allows. */
function presignSeconds(expiresAt: Date, signedAt: Date): number {
  const seconds = Math.floor((expiresAt.getTime() - signedAt.getTime()) / 1000);
  if (!(seconds >= 1 && seconds <= MAX_PRESIGN_SECONDS)) {
    throw new RangeError("S3 presigned URLs must expire between one second and seven days from now");
  }
  return seconds;
}

export class S3Storage implements Storage {
  readonly driver = "s3" as const;
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(options: S3StorageOptions) {
    this.client = createClient(options);
    this.bucket = options.bucket;
  }

  async presignUpload(input: { key: string; contentType: string; sizeBytes: number; expiresAt: Date }): Promise<PresignedUpload> {
    assertValidStorageKey(input.key);
    assertContentType(input.contentType);
    if (!Number.isSafeInteger(input.sizeBytes) || input.sizeBytes < 0) {
      throw new RangeError(`sizeBytes must be a non-negative integer, got ${input.sizeBytes}`);
    }
    const signedAt = new Date();
    const expiresIn = presignSeconds(input.expiresAt, signedAt);
    const command = new PutObjectCommand({
      Bucket: this.bucket,
      Key: input.key,
      ContentType: input.contentType,
      ContentLength: input.sizeBytes,
    });
    const url = await getSignedUrl(this.client, command, {
      expiresIn,
      signingDate: signedAt,
      // Without this the presigner leaves both headers unsigned and S3 takes any type and size.
      signableHeaders: new Set(["content-type", "content-length"]),
    });
    return {
      url,
      method: "PUT",
      headers: { "Content-Type": input.contentType },
      expiresAt: new Date(signedAt.getTime() + expiresIn * 1000),
    };
  }

  async presignDownload(input: { key: string; expiresAt: Date; fileName?: string; contentType?: string }): Promise<string> {
    assertValidStorageKey(input.key);
    if (input.contentType) assertContentType(input.contentType);
    const signedAt = new Date();
    const command = new GetObjectCommand({
      Bucket: this.bucket,
      Key: input.key,
      ResponseContentDisposition: input.fileName ? attachmentDisposition(input.fileName) : undefined,
      ResponseContentType: input.contentType || undefined,
    });
    return getSignedUrl(this.client, command, {
      expiresIn: presignSeconds(input.expiresAt, signedAt),
      signingDate: signedAt,
    });
  }

  async head(key: string): Promise<StoredObject | null> {
    assertValidStorageKey(key);
    try {
      const output = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return { sizeBytes: output.ContentLength ?? 0, contentType: output.ContentType ?? null };
    } catch (error) {
      if (isNoSuchKey(error)) return null;
      throw error;
    }
  }

  async openReadStream(key: string): Promise<Readable> {
    const body = await this.getBody(key);
    if (!(body instanceof Readable)) throw new Error("S3 GetObject did not answer a Node.js stream");
    return body;
  }

  async readBytes(key: string): Promise<Buffer> {
    const body = await this.getBody(key);
    return Buffer.from(await body.transformToByteArray());
  }

  /**
   * Note: a Readable is collected into memory first. PutObject needs the length up front and
   * multipart uploads (@aws-sdk/lib-storage) are not installed; the server writes only what it
   * made itself (stamped PDFs, previews), bounded by the plan's PDF size. Client uploads never
   * pass through here: they go straight to the bucket by presigned URL.
   */
  async write(key: string, body: Buffer | Uint8Array | Readable, options: { contentType: string }): Promise<void> {
    assertValidStorageKey(key);
    assertContentType(options.contentType);
    const bytes = body instanceof Readable ? await buffer(body) : body;
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: key,
        Body: bytes,
        ContentType: options.contentType,
        ContentLength: bytes.byteLength,
      }),
    );
  }

  async copy(fromKey: string, toKey: string): Promise<void> {
    assertValidStorageKey(fromKey);
    assertValidStorageKey(toKey);
    try {
      await this.client.send(
        new CopyObjectCommand({
          Bucket: this.bucket,
          Key: toKey,
          // Keys hold only URL-safe characters (storage-key.ts), so CopySource needs no encoding.
          CopySource: `${this.bucket}/${fromKey}`,
        }),
      );
    } catch (error) {
      throw isNoSuchKey(error) ? objectNotFound(fromKey) : error;
    }
  }

  async delete(key: string): Promise<void> {
    assertValidStorageKey(key);
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  /** Nothing to forget: S3 cannot make a presigned PUT single-use (storage.ts). */
  async forgetUsedUploadUrls(): Promise<void> {}

  private async getBody(key: string) {
    assertValidStorageKey(key);
    try {
      const output = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      if (!output.Body) throw new Error("S3 GetObject answered without a body");
      return output.Body;
    } catch (error) {
      throw isNoSuchKey(error) ? objectNotFound(key) : error;
    }
  }
}
