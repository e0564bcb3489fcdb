/**
 * Content-Disposition for downloads, shared by both drivers: an ASCII `filename` every client
 * understands, plus an RFC 5987 `filename*` when the name has characters ASCII cannot carry
 * (a German or Greek document title, say).
 */

function withoutControlCharacters(name: string): string {
  return Array.from(name.toWellFormed())
    .filter((char) => {
      const code = char.codePointAt(0)!;
      return code >= 0x20 && code !== 0x7f;
    })
    .join("");
}

function asciiFallback(name: string): string {
  return Array.from(name)
    .map((char) => (char <= "\u007e" && char !== '"' && char !== "\\" ? char : "_"))
    .join("");
}

/** RFC 5987 ext-value: encodeURIComponent leaves ' ( ) * bare, which attr-char does not allow. */
function rfc5987(name: string): string {
  return encodeURIComponent(name).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

export function attachmentDisposition(fileName: string): string {
  const name = withoutControlCharacters(fileName).trim() || "download";
  const fallback = asciiFallback(name);
  if (fallback === name) return `attachment; filename="${name}"`;
  return `attachment; filename="${fallback}"; filename*=UTF-8''${rfc5987(name)}`;
}
