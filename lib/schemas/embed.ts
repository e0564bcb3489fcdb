import { z } from "zod";

/** The hosts that may embed over plain http, with a port: a developer's own machine. */
const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1"]);

/**
 * Whether `value` is an origin a signing page may be framed by: `https://host[:port]`, or
 * `http://localhost:port` / `http://127.0.0.1:port`, written exactly as browsers send it (no
 * path, no trailing slash, lower case).
 */
export function isEmbedOrigin(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.origin !== value) return false;
  if (url.protocol === "https:") return true;
  return url.protocol === "http:" && LOCAL_HOSTS.has(url.hostname) && url.port !== "";
}

export const embedUrlSchema = z.object({
  origin: z
    .string()
    .max(300)
    .refine(isEmbedOrigin, {
      message: "origin must be an https:// origin such as https://app.example.com (no path), or http://localhost:<port> or http://127.0.0.1:<port>",
    }),
});

export const embedUrlRecordSchema = z.object({
  /** `${APP_URL}/embed/sign/<code>`: opens once, within five minutes, in a frame on the origin. */
  url: z.string(),
  expiresAt: z.iso.datetime({ offset: true }),
});
export type EmbedUrlRecord = z.infer<typeof embedUrlRecordSchema>;
