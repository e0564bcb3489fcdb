import { and, eq, isNull, lt, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { prepared } from "../../db/prepared";
import { apiKeys, type ApiKey } from "../../db/schema";
import type { ServiceContext } from "../context";
import { hashApiKey, isWellFormedApiKey } from "./key-material";

// lastUsedAt is a hint for people, not an audit record: writing it at most once a minute keeps
// every authenticated request from becoming a write. The row just read says whether a write is
// due, so a key in steady use costs one round trip; the update's own condition keeps concurrent
// requests (and this clock's skew from the database's) to one write a minute.
const LAST_USED_RESOLUTION_MS = 60_000;
const LAST_USED_RESOLUTION = sql`interval '1 minute'`;

/** The hash a presented key is stored under, or null when it cannot be a key of ours. */
export function presentedKeyHash(presented: string): string | null {
  return isWellFormedApiKey(presented) ? hashApiKey(presented) : null;
}

/** The context a key grants, or null when it is unknown, malformed, expired or revoked. */
export async function authenticateApiKey(db: Db, presented: string): Promise<ServiceContext | null> {
  const keyHash = presentedKeyHash(presented);
  return keyHash ? apiKeyContext(db, await findApiKey(db, keyHash)) : null;
}

/** The key stored under `keyHash`, whatever its state, or null. */
export async function findApiKey(db: Db, keyHash: string): Promise<ApiKey | null> {
  const [key] = await prepared(db, "api-key-by-hash", keyByHash).execute({ keyHash });
  return key ?? null;
}

/**
 * The context the stored key `key` grants (looked up by its hash, here or along with the burst
 * throttle's count), or null when there is none or it is expired or revoked.
 */
export async function apiKeyContext(db: Db, key: ApiKey | null): Promise<ServiceContext | null> {
  if (!key || key.revokedAt) return null;
  if (key.expiresAt && key.expiresAt <= new Date()) return null;

  if (!key.lastUsedAt || key.lastUsedAt.getTime() < Date.now() - LAST_USED_RESOLUTION_MS) await recordUse(db, key.id);
  return {
    db,
    organizationId: key.organizationId,
    actor: { kind: "API_KEY", id: key.id, name: key.name, userId: key.createdByUserId, role: key.role },
  };
}

function keyByHash(db: Db) {
  return db.select().from(apiKeys).where(eq(apiKeys.keyHash, sql.placeholder("keyHash"))).prepare("api_key_by_hash");
}

async function recordUse(db: Db, id: string): Promise<void> {
  await db
    .update(apiKeys)
    .set({ lastUsedAt: sql`now()` })
    .where(
      and(
        eq(apiKeys.id, id),
        or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, sql`now() - ${LAST_USED_RESOLUTION}`)),
      ),
    );
}
