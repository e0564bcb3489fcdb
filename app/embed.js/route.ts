import { EMBED_SCRIPT } from "@/components/embed/embed-script";

/** `GET /embed.js`: the `<signet-signing>` element for host pages (docs/embedding.md). */
export function GET(): Response {
  return new Response(EMBED_SCRIPT, {
    headers: {
      "content-type": "text/javascript; charset=utf-8",
      "cache-control": "public, max-age=300",
      // Host pages on other sites load it with <script src>.
      "cross-origin-resource-policy": "cross-origin",
    },
  });
}

export const dynamic = "force-static";
