/** The /api/v1 operations on API keys (docs/api.md, "API keys"). */
import { z } from "zod";
import { apiKeyIdSchema, createApiKeySchema } from "@/lib/schemas/api-keys";
import { pageSchema } from "@/lib/pagination";
import { defineOperation } from "../operation";
import { apiKeyRecordSchema, createdApiKeySchema } from "./api-key-record";
import { createApiKey } from "./create-api-key";
import { listApiKeys, listApiKeysSchema } from "./list-api-keys";
import { revokeApiKey } from "./revoke-api-key";

export const apiKeysList = defineOperation({
  name: "apiKeys.list",
  method: "GET",
  path: "/api-keys",
  summary: "List the organization's API keys, newest first: metadata only, never a secret.",
  tag: "API keys",
  access: "apiKeyOrSession",
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
  body: createApiKeySchema,
  output: createdApiKeySchema,
  status: 201,
  handler: createApiKey,
});

export const apiKeysRevoke = defineOperation({
  name: "apiKeys.revoke",
  method: "DELETE",
  path: "/api-keys/{id}",
  summary: "Revoke an API key at once; revoking again keeps the first revocation time.",
  tag: "API keys",
  access: "session",
  params: apiKeyIdSchema,
  output: z.null(),
  status: 204,
  errors: ["NOT_FOUND"],
  handler: async (ctx, input) => {
    await revokeApiKey(ctx, input);
    return null;
  },
});

export const apiKeyOperations = [apiKeysList, apiKeysCreate, apiKeysRevoke];
