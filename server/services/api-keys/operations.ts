/** The /api/v1 operations on API keys (docs/api.md, "API keys"). */
import { apiKeyIdSchema, createApiKeySchema } from "@/lib/schemas/api-keys";
import { pageSchema } from "@/lib/pagination";
import { and, eq } from "drizzle-orm";
import { apiKeys } from "../../db/schema";
import { notRecorded } from "../activity/declare-activity";
import { defineOperation } from "../operation";
import { apiKeyRecordSchema, createdApiKeySchema } from "./api-key-record";
import { createApiKey } from "./create-api-key";
import { listApiKeys, listApiKeysSchema } from "./list-api-keys";
import {
  createOperatorApiKey,
  operatorApiKeyCreationSchema,
  operatorCreatedApiKeySchema,
  operatorRevokedApiKeySchema,
  revokeOperatorApiKey,
} from "./operator-api-keys";
import { revokeApiKey } from "./revoke-api-key";

export const apiKeysList = defineOperation({
  name: "apiKeys.list",
  method: "GET",
  path: "/api-keys",
  summary: "List the organization's API keys, newest first: metadata only, never a secret.",
  tag: "API keys",
  access: "apiKeyOrSession",
  doors: ["trpc"],
  query: listApiKeysSchema,
  output: pageSchema(apiKeyRecordSchema),
  status: 200,
  handler: listApiKeys,
});

export const apiKeysCreate = defineOperation({
  name: "apiKeys.create",
  method: "POST",
  path: "/api-keys",
  summary: "Create an API key for the signed-in dashboard user; the key is answered this once.",
  tag: "API keys",
  access: "session",
  doors: ["trpc"],
  body: createApiKeySchema,
  output: createdApiKeySchema,
  status: 201,
  handler: createApiKey,
  activity: {
    entry: (key) => ({ action: "apiKey.created", subjectId: key.id, subjectName: key.name, after: { name: key.name, role: key.role, prefix: key.prefix, expiresAt: key.expiresAt } }),
  },
});

export const apiKeysRevoke = defineOperation({
  name: "apiKeys.revoke",
  method: "DELETE",
  path: "/api-keys/{id}",
  summary: "Revoke an API key at once; revoking again keeps the first revocation time.",
  tag: "API keys",
  access: "session",
  doors: ["trpc"],
  params: apiKeyIdSchema,
  // REST answers 204 without a body; the dashboard shows the revoked key at once, from this record.
  output: apiKeyRecordSchema,
  status: 204,
  errors: ["NOT_FOUND"],
  handler: revokeApiKey,
  activity: {
    // Revoking a revoked key again changes nothing, and records nothing.
    before: async (ctx, input) => {
      const [key] = await ctx.db.select({ revokedAt: apiKeys.revokedAt }).from(apiKeys).where(and(eq(apiKeys.id, input.id), eq(apiKeys.organizationId, ctx.organizationId)));
      return key ? { revokedAt: key.revokedAt?.toISOString() ?? null } : null;
    },
    entry: (key, input, before) =>
      before?.revokedAt ? null : { action: "apiKey.revoked", subjectId: key.id, subjectName: key.name, before: { revokedAt: null }, after: { revokedAt: key.revokedAt } },
  },
});

// The operator's `signet keys create` and `keys revoke`: no /api/v1 path.
export const apiKeysOperatorCreate = defineOperation({
  name: "apiKeys.operatorCreate",
  summary: "Create an API key in an organization for a named user, or for its first OWNER.",
  access: "operator",
  input: operatorApiKeyCreationSchema,
  output: operatorCreatedApiKeySchema,
  handler: createOperatorApiKey,
  activity: notRecorded("the installation's operator works at the server, outside any organization's admins"),
});

export const apiKeysOperatorRevoke = defineOperation({
  name: "apiKeys.operatorRevoke",
  summary: "Revoke an API key found by its id alone.",
  access: "operator",
  input: apiKeyIdSchema,
  output: operatorRevokedApiKeySchema,
  handler: revokeOperatorApiKey,
  activity: notRecorded("the installation's operator works at the server, outside any organization's admins"),
});

export const apiKeyOperations = [apiKeysList, apiKeysCreate, apiKeysRevoke, apiKeysOperatorCreate, apiKeysOperatorRevoke];
