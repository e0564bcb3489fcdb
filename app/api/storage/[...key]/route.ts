// Presigned URLs of the local storage driver (server/storage/local-url-signature.ts). No API
// key: the URL's signature is the credential.
import type { NextRequest } from "next/server";
import { errorResponse } from "@/server/http/responses";
import { receiveSignedUpload } from "@/server/http/storage/receive-signed-upload";
import { serveSignedDownload } from "@/server/http/storage/serve-signed-download";

interface StorageRouteContext {
  params: Promise<{ key: string[] }>;
}

const ALLOWED_METHODS = "GET, HEAD, PUT, OPTIONS";

export async function PUT(request: NextRequest, { params }: StorageRouteContext): Promise<Response> {
  return receiveSignedUpload(request, (await params).key);
}

export async function GET(request: NextRequest, { params }: StorageRouteContext): Promise<Response> {
  return serveSignedDownload(request, (await params).key);
}

export const HEAD = GET;

// Note: explicit, because Next.js's own OPTIONS would list the 405 handlers below as allowed.
export async function OPTIONS(): Promise<Response> {
  return new Response(null, { status: 204, headers: { Allow: ALLOWED_METHODS } });
}

async function methodNotAllowed(request: NextRequest): Promise<Response> {
  return errorResponse(request, 405, `${request.method} is not supported on storage URLs: use the presigned PUT or GET`, {
    headers: { Allow: ALLOWED_METHODS },
  });
}

export { methodNotAllowed as POST, methodNotAllowed as PATCH, methodNotAllowed as DELETE };
