import { z } from "zod";
import { apiKeyRoleSchema, apiKeyStatusSchema, type ApiKeyStatus } from "@/lib/schemas/api-keys";
import type { ApiKey, User } from "../../db/schema";

const timestamp = z.iso.datetime();

/** The record below as the API describes it (docs/api.md, "API keys"). */
export const apiKeyRecordSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  prefix: z.string(),
  role: apiKeyRoleSchema,
  status: apiKeyStatusSchema,
  createdAt: timestamp,
  expiresAt: timestamp.nullable(),
  revokedAt: timestamp.nullable(),
  lastUsedAt: timestamp.nullable(),
  createdBy: z.object({ id: z.uuid(), name: z.string(), email: z.string() }).nullable(),
});

/** The creation answer: the record and, this once, the key itself. */
export const createdApiKeySchema = apiKeyRecordSchema.extend({ apiKey: z.string() });

/** An API key as the listing shows it: metadata only, never the secret or its hash. */
export interface ApiKeyRecord {
  id: string;
  name: string;
  prefix: string;
  role: ApiKey["role"];
  status: ApiKeyStatus;
  createdAt: string;
  expiresAt: string | null;
  revokedAt: string | null;
  lastUsedAt: string | null;
  createdBy: { id: string; name: string; email: string } | null;
}

export function apiKeyStatus(key: Pick<ApiKey, "revokedAt" | "expiresAt">, now = new Date()): ApiKeyStatus {
  if (key.revokedAt) return "REVOKED";
  if (key.expiresAt && key.expiresAt <= now) return "EXPIRED";
  return "ACTIVE";
}

export function toApiKeyRecord(key: ApiKey, creator: Pick<User, "id" | "name" | "email"> | null): ApiKeyRecord {
  return {
    id: key.id,
    name: key.name,
    prefix: key.prefix,
    role: key.role,
    status: apiKeyStatus(key),
    createdAt: key.createdAt.toISOString(),
    expiresAt: key.expiresAt?.toISOString() ?? null,
    revokedAt: key.revokedAt?.toISOString() ?? null,
    lastUsedAt: key.lastUsedAt?.toISOString() ?? null,
    createdBy: creator ? { id: creator.id, name: creator.name, email: creator.email } : null,
  };
}
