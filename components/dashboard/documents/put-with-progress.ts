/**
 * Sends a file's bytes straight to the storage's presigned URL, reporting progress.
 * Note: XMLHttpRequest, because fetch() cannot report upload progress.
 */
export class StorageUploadError extends Error {
  constructor(
    message: string,
    /** True when the storage answered with a refusal; false when the connection broke. */
    readonly refused: boolean,
  ) {
    super(message);
  }
}

/** The storage's own words when it refused: JSON `message` (local storage) or S3's XML <Message>. */
function refusalMessage(xhr: XMLHttpRequest): string {
  const body = typeof xhr.responseText === "string" ? xhr.responseText : "";
  try {
    const parsed = JSON.parse(body) as { message?: unknown };
    if (typeof parsed.message === "string" && parsed.message) return `The storage refused the file: ${parsed.message}`;
  } catch {
    const xmlMessage = /<Message>([^<]+)<\/Message>/.exec(body)?.[1];
    if (xmlMessage) return `The storage refused the file: ${xmlMessage}`;
  }
  return `The storage refused the file (HTTP ${xhr.status}). Try again.`;
}

export function putWithProgress({
  url,
  method,
  headers,
  body,
  onProgress,
}: {
  url: string;
  method: "PUT";
  headers: Record<string, string>;
  body: Blob;
  /** Called with the share sent so far, 0 to 1. */
  onProgress: (fraction: number) => void;
}): Promise<void> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(1);
        resolve();
      } else {
        reject(new StorageUploadError(refusalMessage(xhr), true));
      }
    };
    xhr.onerror = () => reject(new StorageUploadError("The upload was interrupted. Check your connection and try again.", false));
    xhr.ontimeout = xhr.onerror;
    xhr.send(body);
  });
}
