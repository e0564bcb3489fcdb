/**
 * The /api/v1 operations on public links (docs/templates.md, "Public links"; docs/api.md): the
 * admin's registry, and the three public calls the link's page makes.
 */
import { z } from "zod";
import { pageSchema } from "@/lib/pagination";
import {
  createPublicLinkSchema,
  listPublicLinksSchema,
  publicLinkCodeSentSchema,
  publicLinkIdSchema,
  publicLinkRecordSchema,
  publicLinkStartedSchema,
  publicLinkStartSchema,
  publicLinkTokenSchema,
  publicLinkViewSchema,
  publicLinkVisitorSchema,
  updatePublicLinkSchema,
} from "@/lib/schemas/public-links";
import { idempotencyKeyHeaderSchema } from "@/lib/schemas/idempotency-key";
import { templateIdSchema } from "@/lib/schemas/templates";
import { idempotent } from "../idempotency/with-idempotency-key";
import type { ActivityFields } from "../activity/record-activity";
import { defineOperation } from "../operation";
import { createPublicLink, deletePublicLink, getPublicLink, listPublicLinks, updatePublicLink } from "./manage-public-links";
import { sendPublicLinkCode, startFromPublicLink, viewPublicLink } from "./visit-public-link";

const tag = "Public links";

/** What a link's activity entry compares (never its address, which is a key to start signings). */
function publicLinkFields(link: { label: string; enabled: boolean; expiresAt: string | null; maxUses: number | null }): ActivityFields {
  return { label: link.label, enabled: link.enabled, expiresAt: link.expiresAt, maxUses: link.maxUses };
}

export const publicLinksCreate = defineOperation({
  name: "publicLinks.create",
  method: "POST",
  path: "/templates/{id}/public-links",
  summary:
    "Make a public link that lets anyone start a signing of the template's latest version as its first role; every other role's signer is fixed here. An Idempotency-Key makes a retry answer the first link.",
  tag,
  access: "admin",
  doors: ["trpc"],
  headers: idempotencyKeyHeaderSchema,
  params: templateIdSchema,
  body: createPublicLinkSchema,
  output: publicLinkRecordSchema,
  status: 201,
  errors: ["NOT_FOUND", "INVALID_STATE", "BILLING_ORG_READ_ONLY", "PLAN_FEATURE_UNAVAILABLE", "IDEMPOTENCY_KEY_REUSED"],
  // The answer holds the address, a key to start signings: a replay's copy is kept sealed.
  handler: idempotent("publicLinks.create", createPublicLink, { secret: true }),
  activity: { entry: (link) => ({ action: "publicLink.created", subjectId: link.id, subjectName: link.label, after: publicLinkFields(link) }) },
});

export const publicLinksList = defineOperation({
  name: "publicLinks.list",
  method: "GET",
  path: "/public-links",
  summary: "The organization's public links, newest first; templateId narrows to one template.",
  tag,
  access: "admin",
  doors: ["trpc"],
  query: listPublicLinksSchema,
  output: pageSchema(publicLinkRecordSchema),
  status: 200,
  handler: listPublicLinks,
});

export const publicLinksGet = defineOperation({
  name: "publicLinks.get",
  method: "GET",
  path: "/public-links/{id}",
  summary: "Read a public link with its address and how often it was used.",
  tag,
  access: "admin",
  doors: ["trpc"],
  params: publicLinkIdSchema,
  output: publicLinkRecordSchema,
  status: 200,
  errors: ["NOT_FOUND"],
  handler: getPublicLink,
});

export const publicLinksUpdate = defineOperation({
  name: "publicLinks.update",
  method: "PATCH",
  path: "/public-links/{id}",
  summary: "Switch a public link off or on, or change its label, expiry or maximum number of uses (null removes a limit).",
  tag,
  access: "admin",
  doors: ["trpc"],
  params: publicLinkIdSchema,
  body: updatePublicLinkSchema,
  output: publicLinkRecordSchema,
  status: 200,
  errors: ["NOT_FOUND", "BILLING_ORG_READ_ONLY"],
  handler: updatePublicLink,
  activity: {
    before: async (ctx, input) => publicLinkFields(await getPublicLink(ctx, input)),
    entry: (link, _input, before) => ({ action: "publicLink.updated", subjectId: link.id, subjectName: link.label, before, after: publicLinkFields(link) }),
  },
});

export const publicLinksDelete = defineOperation({
  name: "publicLinks.delete",
  method: "DELETE",
  path: "/public-links/{id}",
  summary: "Delete a public link: its address stops working for good; the signings it started stay.",
  tag,
  access: "admin",
  doors: ["trpc"],
  params: publicLinkIdSchema,
  output: z.null(),
  status: 204,
  errors: ["NOT_FOUND", "BILLING_ORG_READ_ONLY"],
  handler: deletePublicLink,
  activity: {
    before: async (ctx, input) => publicLinkFields(await getPublicLink(ctx, input)),
    entry: (_answer, input, before) => ({ action: "publicLink.deleted", subjectId: input.id, subjectName: String(before?.label ?? ""), before, after: null }),
  },
});

const visitorErrors = ["NOT_FOUND", "PUBLIC_LINK_UNAVAILABLE"] as const;

export const publicLinksView = defineOperation({
  name: "publicLinks.view",
  method: "GET",
  path: "/p/{token}",
  summary: "What a public link's page shows: the template's and organization's names, and whether a mobile number is needed. No key needed.",
  tag,
  access: "public",
  params: publicLinkTokenSchema,
  output: publicLinkViewSchema,
  status: 200,
  errors: visitorErrors,
  handler: (ctx, input) => viewPublicLink(ctx.db, input),
});

export const publicLinksSendCode = defineOperation({
  name: "publicLinks.sendCode",
  method: "POST",
  path: "/p/{token}/code",
  summary: "Email the visitor a six-digit code that confirms their address (valid 10 minutes). No key needed; few per minute per address.",
  tag,
  access: "public",
  params: publicLinkTokenSchema,
  body: publicLinkVisitorSchema,
  output: publicLinkCodeSentSchema,
  status: 201,
  errors: [...visitorErrors, "EMAIL_DELIVERY_FAILED"],
  handler: (ctx, input) => sendPublicLinkCode(ctx.db, ctx.origin, input),
});

export const publicLinksStart = defineOperation({
  name: "publicLinks.start",
  method: "POST",
  path: "/p/{token}/start",
  summary:
    "With the emailed code, start the signing (an ordinary TEMPLATE process, the visitor its first signer) and answer the visitor's signing page. No key needed.",
  tag,
  access: "public",
  params: publicLinkTokenSchema,
  body: publicLinkStartSchema,
  output: publicLinkStartedSchema,
  status: 201,
  errors: [...visitorErrors, "OTP_INVALID", "OTP_EXPIRED", "OTP_ATTEMPTS_EXCEEDED", "QUOTA_EXCEEDED", "PLAN_FEATURE_UNAVAILABLE", "BILLING_ORG_READ_ONLY", "INVALID_STATE"],
  handler: (ctx, input) => startFromPublicLink(ctx.db, ctx.origin, input),
});

export const publicLinkOperations = [
  publicLinksCreate,
  publicLinksList,
  publicLinksGet,
  publicLinksUpdate,
  publicLinksDelete,
  publicLinksView,
  publicLinksSendCode,
  publicLinksStart,
] as const;

