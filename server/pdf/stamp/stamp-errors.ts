/** Input the stamper cannot honour: a field off the document, or a signature image that is not a PNG. */
export class StampError extends Error {
  override name = "StampError";
}
