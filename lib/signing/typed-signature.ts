/**
 * A typed signature: at most TYPED_SIGNATURE_MAX_LENGTH UTF-16 code units once trimmed (as zod
 * and an input's maxLength count). The signing page's box starts with the signer's name; a name
 * longer than that is cut to the limit, never through a character made of two code units (the
 * server refuses half of one too), so what the box offers can always be adopted.
 */
export const TYPED_SIGNATURE_MAX_LENGTH = 100;

export function typedSignaturePrefill(name: string): string {
  const trimmed = name.trim();
  if (trimmed.length <= TYPED_SIGNATURE_MAX_LENGTH) return trimmed;
  let end = TYPED_SIGNATURE_MAX_LENGTH;
  const last = trimmed.charCodeAt(end - 1);
  if (last >= 0xd800 && last <= 0xdbff) end -= 1;
  return trimmed.slice(0, end).trimEnd();
}
