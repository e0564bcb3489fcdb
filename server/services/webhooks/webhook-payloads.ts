/**
 * Webhook bodies (API.md, "Webhooks"): `{id, type, createdAt, data, links}`. A lifecycle body is
 * built once, inside the transaction of the change that caused the event, so it shows the
 * process as it was then; it carries no download URL (links.files needs an API key).
 */
import { randomUUID } from "node:crypto";
import { z } from "zod";
import type { Db, Tx } from "../../db/client";
import type { WebhookEndpoint } from "../../db/schema";
import { env } from "../../env";
import { reloadSigningProcess, signerSlotRecordSchema, signingProcessRecordSchema, toSigningProcessRecord } from "../signing/signing-process-record";
import { TEST_EVENT_TYPE, WEBHOOK_EVENT_TYPES } from "./webhook-events";

/** The body of a lifecycle event; `signer` is present on signer.completed. */
export const lifecyclePayloadSchema = z.object({
  id: z.uuid(),
  type: z.enum(WEBHOOK_EVENT_TYPES),
  createdAt: z.iso.datetime(),
  data: z.object({ signingProcess: signingProcessRecordSchema, signer: signerSlotRecordSchema.optional() }),
  links: z.object({ files: z.string(), form: z.string().optional() }),
});

/** The body of the dashboard's test event. */
export const testPayloadSchema = z.object({
  id: z.uuid(),
  type: z.literal(TEST_EVENT_TYPE),
  createdAt: z.iso.datetime(),
  data: z.object({ webhook: z.object({ id: z.uuid(), url: z.string() }), message: z.string() }),
  links: z.object({}),
});

export const webhookPayloadSchema = z.union([lifecyclePayloadSchema, testPayloadSchema]);

export interface WebhookEventSource {
  id: string;
  type: string;
  createdAt: Date;
  signingProcessId: string;
  signerId: string | null;
}

export async function buildLifecyclePayload(db: Db | Tx, event: WebhookEventSource): Promise<string> {
  const base = env().APP_URL;
  const signingProcess = await toSigningProcessRecord(db, await reloadSigningProcess(db, event.signingProcessId));
  const signer = event.signerId ? signingProcess.signerSlots.find((slot) => slot.id === event.signerId) : undefined;
  return JSON.stringify({
    id: event.id,
    type: event.type,
    createdAt: event.createdAt.toISOString(),
    data: { signingProcess, ...(signer ? { signer } : {}) },
    links: {
      files: `${base}/api/v1/signing-processes/${signingProcess.id}/files`,
      ...(signingProcess.onlineFormId ? { form: `${base}/api/v1/online-forms/${signingProcess.onlineFormId}` } : {}),
    },
  });
}

/** The dashboard's "send test event": no process involved, a fresh id each time. */
export function buildTestPayload(endpoint: Pick<WebhookEndpoint, "id" | "url">, now = new Date()): { eventId: string; payload: string } {
  const eventId = randomUUID();
  const payload = JSON.stringify({
    id: eventId,
    type: TEST_EVENT_TYPE,
    createdAt: now.toISOString(),
    data: { webhook: { id: endpoint.id, url: endpoint.url }, message: "A test event from Signet. Answer with a 2xx status." },
    links: {},
  });
  return { eventId, payload };
}
