/** Content types as the storage layer accepts and compares them. */

/** `type/subtype` of RFC 9110 tokens, optionally followed by printable parameters. */
const CONTENT_TYPE = /^[A-Za-z0-9!#$&^_.+-]+\/[A-Za-z0-9!#$&^_.+-]+(\s*;[\x20-\x7e]*)?$/;

export function isContentType(value: string): boolean {
  return CONTENT_TYPE.test(value);
}

/** The media type alone, lowercased: `Application/PDF; charset=x` gives `application/pdf`. */
export function mediaTypeOf(contentType: string): string {
  return contentType.split(";")[0]!.trim().toLowerCase();
}

export function assertContentType(value: string): void {
  if (!isContentType(value)) throw new RangeError(`Invalid content type ${JSON.stringify(value)}`);
}
