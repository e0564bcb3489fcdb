/**
 * The path, query and fragment of `value` read against `siteUrl`, or null when it leads to
 * another origin. A browser reads a path that starts with `//` as another host, and the URL
 * parser turns `\` into `/` and resolves dot segments, so `https://site//evil`, `/\evil` and
 * `/.//evil` all arrive at one: only a path with a single leading `/` after parsing is kept.
 */
export function sameSitePath(value: string, siteUrl: string): string | null {
  let target: URL;
  try {
    target = new URL(value, siteUrl);
  } catch {
    return null;
  }
  if (target.origin !== new URL(siteUrl).origin || target.pathname.startsWith("//")) return null;
  return `${target.pathname}${target.search}${target.hash}`;
}
