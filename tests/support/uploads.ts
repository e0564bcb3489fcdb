/** Drives the upload flow through the real route handlers, as an integrator would over HTTP. */
import { NextRequest } from "next/server";
import * as storageRoute from "@/app/api/storage/[...key]/route";
import { call, routeAt } from "./http";

const commitRoute = routeAt("/pdf-assets/uploads/{uploadId}/commit");
const initiateRoute = routeAt("/pdf-assets/uploads");

export interface UploadSession {
  uploadId: string;
  uploadUrl: string;
  headers: Record<string, string>;
  expiresAt: string;
}

export async function initiateUpload(apiKey: string, body: Record<string, unknown>) {
  return call(initiateRoute.POST, "POST", "/api/v1/pdf-assets/uploads", { apiKey, body });
}

/** Sends bytes to a presigned URL; `headers` override what the session asks for. */
export async function putBytes(uploadUrl: string, bytes: Uint8Array, headers: Record<string, string>) {
  const url = new URL(uploadUrl);
  const key = decodeURIComponent(url.pathname.replace(/^\/api\/storage\//, "")).split("/");
  const request = new NextRequest(url, {
    method: "PUT",
    headers: { "content-length": String(bytes.byteLength), ...headers },
    body: bytes as BodyInit,
    duplex: "half",
  } as ConstructorParameters<typeof NextRequest>[1]);
  return storageRoute.PUT(request, { params: Promise.resolve({ key }) });
}

/** Fetches a presigned download URL through the local storage route. */
export async function getBytes(downloadUrl: string) {
  const url = new URL(downloadUrl);
  const key = decodeURIComponent(url.pathname.replace(/^\/api\/storage\//, "")).split("/");
  return storageRoute.GET(new NextRequest(url), { params: Promise.resolve({ key }) });
}

export async function commitUpload(apiKey: string, uploadId: string) {
  return call(commitRoute.POST, "POST", `/api/v1/pdf-assets/uploads/${uploadId}/commit`, {
    apiKey,
    params: { uploadId },
  });
}

/** Initiate, PUT and commit in one go; answers the commit's response. */
export async function uploadPdf(apiKey: string, bytes: Uint8Array, fileName = "document.pdf") {
  const initiated = await initiateUpload(apiKey, { fileName, sizeBytes: bytes.byteLength, contentType: "application/pdf" });
  if (initiated.status !== 201) throw new Error(`initiate answered ${initiated.status}: ${JSON.stringify(initiated.json)}`);
  const session = initiated.json.data as UploadSession;
  const put = await putBytes(session.uploadUrl, bytes, session.headers);
  if (put.status !== 200) throw new Error(`PUT answered ${put.status}: ${await put.text()}`);
  return commitUpload(apiKey, session.uploadId);
}
