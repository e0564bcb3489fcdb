/** The seal could not be made, or what was made does not verify: nothing may be delivered. */
export class SealError extends Error {
  override name = "SealError";
}
