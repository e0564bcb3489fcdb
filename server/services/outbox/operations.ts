/** The dashboard's Outbox page (docs/messaging.md): no /api/v1 path (docs/architecture.md). */
import { pageSchema } from "@/lib/pagination";
import { listOutboxSchema } from "@/lib/schemas/outbox";
import { defineOperation } from "../operation";
import { listOrganizationOutbox, outboxListItemSchema, outboxTransports, outboxTransportsSchema } from "./list-organization-outbox";

export const outboxList = defineOperation({
  name: "outbox.list",
  summary: "The embedded outbox's messages about the organization's processes, newest first (admins).",
  access: "dashboard",
  input: listOutboxSchema,
  output: pageSchema(outboxListItemSchema),
  handler: listOrganizationOutbox,
});

export const outboxTransportsOperation = defineOperation({
  name: "outbox.transports",
  summary: "Which transports deliver email and SMS now (admins).",
  access: "dashboard",
  output: outboxTransportsSchema,
  handler: async (ctx) => outboxTransports(ctx),
});
