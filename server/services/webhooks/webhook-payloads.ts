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
import { eq } from "drizzle-orm";
import { bulkSends } from "../../db/schema";
import { bulkSendRecordSchema, toBulkSendRecords } from "../bulk-sends/bulk-send-record";
import { LIFECYCLE_EVENT_TYPES, TEST_EVENT_TYPE } from "./webhook-events";

/** The body of a lifecycle event; `signer` is present on signer.completed. */
export const lifecyclePayloadSchema = z.object({
  id: z.uuid(),
  type: z.enum(LIFECYCLE_EVENT_TYPES),
  createdAt: z.iso.datetime(),
  data: z.object({ signingProcess: signingProcessRecordSchema, signer: signerSlotRecordSchema.optional() }),
  links: z.object({ files: z.string(), form: z.string().optional() }),
});

/** The body of bulk_send.completed (opt-in): the send with its counts; its rows are one GET away. */
export const bulkSendCompletedPayloadSchema = z.object({
  id: z.uuid(),
  type: z.literal("bulk_send.completed"),
  createdAt: z.iso.datetime(),
  data: z.object({ bulkSend: bulkSendRecordSchema }),
  links: z.object({ bulkSend: z.string() }),
});

/** The body of the dashboard's test event. */
export const testPayloadSchema = z.object({
  id: z.uuid(),
  type: z.literal(TEST_EVENT_TYPE),
  createdAt: z.iso.datetime(),
  data: z.object({ webhook: z.object({ id: z.uuid(), url: z.string() }), message: z.string() }),
  links: z.object({}),
});

export const webhookPayloadSchema = z.union([lifecyclePayloadSchema, bulkSendCompletedPayloadSchema, testPayloadSchema]);

export interface WebhookEventSource {
  id: string;
  type: string;
  createdAt: Date;
  signingProcessId: string | null;
  signerId: string | null;
  bulkSendId: string | null;
}

/** The body of a domain event: a bulk send's, or a process's lifecycle. */
export async function buildEventPayload(db: Db | Tx, event: WebhookEventSource): Promise<string> {
  if (event.bulkSendId) return buildBulkSendPayload(db, event, event.bulkSendId);
  if (event.signingProcessId) return buildLifecyclePayload(db, event, event.signingProcessId);
  throw new Error(`Domain event ${event.id} (${event.type}) names neither a process nor a bulk send`);
}

async function buildBulkSendPayload(db: Db | Tx, event: WebhookEventSource, bulkSendId: string): Promise<string> {
  const [bulkSend] = await toBulkSendRecords(db, await db.select().from(bulkSends).where(eq(bulkSends.id, bulkSendId)));
  if (!bulkSend) throw new Error(`Bulk send ${bulkSendId} of event ${event.id} not found`);
  return JSON.stringify({
    id: event.id,
    type: event.type,
    createdAt: event.createdAt.toISOString(),
    data: { bulkSend },
    links: { bulkSend: `${env().APP_URL}/api/v1/bulk-sends/${bulkSend.id}` },
  });
}

async function buildLifecyclePayload(db: Db | Tx, event: WebhookEventSource, signingProcessId: string): Promise<string> {
  const base = env().APP_URL;
  const signingProcess = await toSigningProcessRecord(db, await reloadSigningProcess(db, signingProcessId));
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
