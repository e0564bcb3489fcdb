import { getDb } from "@/server/db/client";
import { apiRoute, defineRoutes } from "@/server/http/api-route";
import { attachmentDisposition } from "@/server/storage/content-disposition";
import { getSignerDocument } from "@/server/services/signer/get-signer-document";

export const { GET, POST, PUT, PATCH, DELETE } = defineRoutes({
  GET: apiRoute({ auth: "none" }, async ({ params }) => {
    const document = await getSignerDocument(await getDb(), params.token!);
    return new Response(new Uint8Array(document.bytes), {
      headers: {
        "Content-Type": "application/pdf",
        "Content-Disposition": attachmentDisposition(document.fileName),
        "Cache-Control": "private, no-store",
        "X-Document-SHA256": document.sha256,
      },
    });
  }),
});
