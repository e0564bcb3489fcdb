/** Errors both drivers throw, kept apart from storage.ts so the drivers need not import it. */

/** The object does not exist (openReadStream, readBytes, copy from a missing key). */
export class StorageObjectNotFoundError extends Error {
  override name = "StorageObjectNotFoundError";
}

export const objectNotFound = (key: string) => new StorageObjectNotFoundError(`Storage object ${key} not found`);

/** A key outside the allowed shape (storage-key.ts): a programming error, never user input. */
export class InvalidStorageKeyError extends Error {
  constructor(readonly key: string, reason: string) {
    super(`Invalid storage key ${JSON.stringify(key)}: ${reason}`);
    this.name = "InvalidStorageKeyError";
  }
}

/** A presigned upload URL that already received its one PUT (local driver). */
export class UploadUrlUsedError extends Error {
  override name = "UploadUrlUsedError";
}
