/** What a retry cannot mend: the process, or what its final files are made of, is gone. */
export class FinalizationImpossibleError extends Error {
  override name = "FinalizationImpossibleError";
}
