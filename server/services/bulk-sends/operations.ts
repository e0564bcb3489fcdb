/** The /api/v1 operations of bulk sends (API.md, "Bulk sends"). */
import { z } from "zod";
import { pageSchema } from "@/lib/pagination";
import { bulkSendIdSchema, createBulkSendSchema, listBulkSendsSchema } from "@/lib/schemas/bulk-sends";
import { idempotencyKeyHeaderSchema } from "@/lib/schemas/idempotency-key";
import { templateIdSchema } from "@/lib/schemas/templates";
import { notRecorded } from "../activity/declare-activity";
import { withIdempotencyKey } from "../idempotency/with-idempotency-key";
import { defineOperation } from "../operation";
import { bulkSendDetailSchema, bulkSendRecordSchema, getBulkSend } from "./bulk-send-record";
import { bulkSendDryRunSchema, createBulkSend } from "./create-bulk-send";
import { listBulkSends } from "./list-bulk-sends";

const tag = "Bulk sends";

export const bulkSendsCreate = defineOperation({
  name: "bulkSends.create",
  method: "POST",
  path: "/templates/{id}/bulk-sends",
  summary:
    "Start signings from the template's newest version for 1-1000 start-signing bodies, created one by one in the background (202); dryRun checks every row and creates nothing (200). An Idempotency-Key makes a retry answer the first result.",
  tag,
  // Whoever may start a signing from the template may send it in bulk.
  access: "member",
  doors: ["trpc"],
  params: templateIdSchema,
  headers: idempotencyKeyHeaderSchema,
  body: createBulkSendSchema,
  output: z.union([bulkSendRecordSchema, bulkSendDryRunSchema]),
  status: 202,
  alsoStatus: [200],
  statusNotes: { 200: "the dry run's verdict on every row", 202: "the bulk send, queued" },
  errors: ["NOT_FOUND", "INVALID_STATE", "DRAFT_VERSION_CONFLICT", "IDEMPOTENCY_KEY_REUSED", "BILLING_ORG_READ_ONLY"],
  handler: (ctx, { idempotencyKey, ...input }) =>
    withIdempotencyKey(ctx, { operation: "bulkSends.create", key: idempotencyKey, body: input }, (scoped) => createBulkSend(scoped, input)),
  // As start-signing: each process's audit trail records its creation.
  activity: notRecorded("documents, templates and processes are the organization's work, not its settings; each process's audit trail records what happens to it"),
});

export const bulkSendsList = defineOperation({
  name: "bulkSends.list",
  method: "GET",
  path: "/bulk-sends",
  summary: "The bulk sends the caller may see, newest first; templateId narrows them to one template.",
  tag,
  access: "member",
  doors: ["trpc"],
  query: listBulkSendsSchema,
  output: pageSchema(bulkSendRecordSchema),
  status: 200,
  handler: listBulkSends,
});

export const bulkSendsGet = defineOperation({
  name: "bulkSends.get",
  method: "GET",
  path: "/bulk-sends/{id}",
  summary: "One bulk send with every row: PENDING, CREATED with its process, or FAILED with the error its start-signing answered.",
  tag,
  access: "member",
  doors: ["trpc"],
  params: bulkSendIdSchema,
  output: bulkSendDetailSchema,
  status: 200,
  errors: ["NOT_FOUND"],
  handler: getBulkSend,
});

export const bulkSendOperations = [bulkSendsCreate, bulkSendsList, bulkSendsGet];
