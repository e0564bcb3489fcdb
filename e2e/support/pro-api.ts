/**
 * The organization's side of a server's REST API, as the specs drive it: through the typed
 * client generated from the OpenAPI document (lib/api-client), so a drift between the document
 * and the running server fails here too.
 */
import fs from "node:fs";
import path from "node:path";
import { expect, type APIRequestContext } from "@playwright/test";
import { createSignetClient, type paths, type SignetClient } from "../../lib/api-client/client";

export type CreateProcessBody = paths["/signing-processes"]["post"]["requestBody"]["content"]["application/json"];

/** A typed client of the server at `baseUrl`, authenticated with `apiKey`. */
export function signetClient(baseUrl: string, apiKey: string): SignetClient {
  return createSignetClient({ baseUrl, apiKey });
}

/** The `data` of an API answer, after checking the answer was a success. */
export async function data<T>(response: Awaited<ReturnType<APIRequestContext["get"]>>): Promise<T> {
  expect(response.ok(), `${response.url()} answered ${response.status()}: ${await response.text()}`).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

/** The answer's data, after checking that the typed client's call succeeded. */
function succeeded<T>(result: { data?: { data: T }; error?: unknown; response: Response }, what: string): T {
  expect(result.error, `${what} answered ${result.response.status}: ${JSON.stringify(result.error)}`).toBeUndefined();
  return result.data!.data;
}

/** Uploads a PDF (initiate, PUT, commit) and waits until its pages are rendered. */
export async function readyAsset(signet: SignetClient, file: string): Promise<string> {
  const bytes = fs.readFileSync(file);
  const upload = succeeded(
    await signet.POST("/pdf-assets/uploads", { body: { fileName: path.basename(file), sizeBytes: bytes.length, contentType: "application/pdf" } }),
    "initiate",
  );
  const put = await fetch(upload.uploadUrl, { method: upload.method, headers: upload.headers, body: bytes });
  expect(put.ok).toBe(true);
  const asset = succeeded(await signet.POST("/pdf-assets/uploads/{uploadId}/commit", { params: { path: { uploadId: upload.uploadId } } }), "commit");
  await expect
    .poll(async () => succeeded(await signet.GET("/pdf-assets/{id}/processing", { params: { path: { id: asset.id } } }), "processing").status, { timeout: 60_000 })
    .toBe("READY");
  return asset.id;
}

/** Creates a signing process; it expires in a week unless `body` says otherwise. */
export async function createProcess(
  signet: SignetClient,
  body: Omit<CreateProcessBody, "expiresAt"> & { expiresAt?: string },
): Promise<{ id: string; signerSlots: Array<{ id: string }> }> {
  return succeeded(
    await signet.POST("/signing-processes", { body: { expiresAt: new Date(Date.now() + 7 * 86_400_000).toISOString(), ...body } }),
    "create process",
  );
}
