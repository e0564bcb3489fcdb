/** The organization's side of the PRO server's REST API, as the specs drive it. */
import fs from "node:fs";
import path from "node:path";
import { expect, type APIRequestContext } from "@playwright/test";

/** The `data` of an API answer, after checking the answer was a success. */
export async function data<T>(response: Awaited<ReturnType<APIRequestContext["get"]>>): Promise<T> {
  expect(response.ok(), `${response.url()} answered ${response.status()}: ${await response.text()}`).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

/** Uploads a PDF (initiate, PUT, commit) and waits until its pages are rendered. */
export async function readyAsset(api: APIRequestContext, file: string): Promise<string> {
  const bytes = fs.readFileSync(file);
  const upload = await data<{ uploadId: string; uploadUrl: string; headers: Record<string, string> }>(
    await api.post("/api/v1/pdf-assets/uploads", { data: { fileName: path.basename(file), sizeBytes: bytes.length, contentType: "application/pdf" } }),
  );
  const put = await api.put(upload.uploadUrl, { headers: upload.headers, data: bytes });
  expect(put.ok()).toBe(true);
  const asset = await data<{ id: string }>(await api.post(`/api/v1/pdf-assets/uploads/${upload.uploadId}/commit`));
  await expect
    .poll(async () => (await data<{ status: string }>(await api.get(`/api/v1/pdf-assets/${asset.id}/processing`))).status, { timeout: 60_000 })
    .toBe("READY");
  return asset.id;
}

/** Creates a signing process; it expires in a week unless `body` says otherwise. */
export async function createProcess(api: APIRequestContext, body: Record<string, unknown>): Promise<{ id: string; signerSlots: Array<{ id: string }> }> {
  return data(await api.post("/api/v1/signing-processes", { data: { expiresAt: new Date(Date.now() + 7 * 86_400_000).toISOString(), ...body } }));
}
