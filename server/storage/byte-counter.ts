/**
 * A pass-through stream that counts and MD5-hashes the bytes on their way to disk and, when an
 * exact size is expected, fails as soon as one byte too many arrives or when the source ends
 * short. The MD5 is what S3 answers as a single-part object's ETag, so local uploads can too.
 */
import { createHash } from "node:crypto";
import { Transform, type TransformCallback } from "node:stream";

export class SizeMismatchError extends Error {
  constructor(
    readonly expectedBytes: number,
    readonly receivedBytes: number,
    readonly complete: boolean,
  ) {
    super(
      complete
        ? `Expected exactly ${expectedBytes} bytes but the body had ${receivedBytes}`
        : `Expected exactly ${expectedBytes} bytes but the body had more`,
    );
    this.name = "SizeMismatchError";
  }
}

export class ByteCounter extends Transform {
  private count = 0;
  private readonly hash = createHash("md5");

  constructor(private readonly expectedBytes?: number) {
    super();
  }

  get bytes(): number {
    return this.count;
  }

  /** Hex MD5 of everything that passed; read it after the stream finished. */
  get md5(): string {
    return this.hash.copy().digest("hex");
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.count += chunk.length;
    if (this.expectedBytes !== undefined && this.count > this.expectedBytes) {
      callback(new SizeMismatchError(this.expectedBytes, this.count, false));
      return;
    }
    this.hash.update(chunk);
    callback(null, chunk);
  }

  override _flush(callback: TransformCallback): void {
    if (this.expectedBytes !== undefined && this.count !== this.expectedBytes) {
      callback(new SizeMismatchError(this.expectedBytes, this.count, true));
      return;
    }
    callback();
  }
}
